import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProviderCallback, type OpenApiDocument } from './fuzz/operations';
import { client } from './http';
import { createTestApp, type TestApp } from './test-app';

/*
 * Every route declares the error answers it can give, so the OpenAPI document shows them: what
 * its access level, its input and the rate limits imply, each with the one error body.
 */
let app: TestApp;
let document: OpenApiDocument & {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
};

beforeAll(async () => {
  app = await createTestApp();
  document = (await client(app.server).get('/api/openapi.json')).json();
});
afterAll(() => app?.close());

// Eskiz's delivery reports come from its few addresses (sms.routes.ts)
const NOT_RATE_LIMITED = new Set(['/api/health', '/api/health/live', '/api/sms/eskiz/callback']);

/** The statuses a route's access level, method and input imply. */
function impliedStatuses(path: string, method: string, access: string, takesInput: boolean): string[] {
  // a provider's endpoint answers in the provider's protocol only (its own checks say which)
  if (isProviderCallback(path)) return [];
  const implied: string[] = [];
  if (takesInput) implied.push('400');
  if (access !== 'public') implied.push('401');
  if (access === 'admin' || method !== 'get') implied.push('403');
  if (!NOT_RATE_LIMITED.has(path)) implied.push('429');
  return implied;
}

function documentedOperations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    path.startsWith('/api/auth/')
      ? []
      : Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
}

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

describe('declared error responses', () => {
  it('every route declares the errors its access level, input and rate limit imply', () => {
    const missing: string[] = [];
    for (const { path, method, op } of documentedOperations()) {
      const route = app.server.routeAccess.find(
        (r) => r.url === fastifyPath(path) && r.method.toLowerCase() === method,
      );
      expect(route, `${method} ${path} has an access level`).toBeDefined();
      const takesInput =
        Boolean((op as { parameters?: unknown[] }).parameters?.length) || 'requestBody' in op;
      for (const status of impliedStatuses(path, method, route!.access, takesInput)) {
        if (!op.responses[status]) missing.push(`${method.toUpperCase()} ${path}: ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every declared error answer has the one error body', () => {
    const errorStatuses = documentedOperations().flatMap(({ path, method, op }) =>
      Object.entries(isProviderCallback(path) ? {} : op.responses)
        .filter(([status]) => status.startsWith('4') || status.startsWith('5'))
        .map(([status, response]) => ({ where: `${method} ${path} ${status}`, response })),
    );
    expect(errorStatuses.length).toBeGreaterThan(100);
    for (const { where, response } of errorStatuses) {
      const schema = (response.content?.['application/json'] as { schema?: Record<string, unknown> })?.schema;
      expect(schema, where).toMatchObject({
        type: 'object',
        required: ['error'],
        properties: { error: { required: ['code', 'message'] } },
      });
    }
  });

  it('a 204 route declares its answer without a body', async () => {
    const exit = document.paths['/api/play/sessions/{sessionId}/exit']!.post!;
    expect(exit.responses['204']).toBeDefined();
    expect(exit.responses['204']!.content).toBeUndefined();
  });
});

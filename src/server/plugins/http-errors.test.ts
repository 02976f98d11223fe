import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

const errorShape = (code: string) => ({ error: { code, message: expect.any(String) } });

describe("Fastify's own errors come in the one error body", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const postCart = (payload: string, contentType = 'application/json') =>
    app.server.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    });

  it('414 for a path parameter over the length limit, 400 for a URL that cannot be decoded', async () => {
    const long = await app.server.inject(`/api/certificates/verify/${'A'.repeat(500)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual(errorShape('URI_TOO_LONG'));
    const badEncoding = await app.server.inject('/api/quizzes/%E0%A4%A');
    expect(badEncoding.statusCode).toBe(400);
    expect(badEncoding.json()).toEqual(errorShape('VALIDATION_FAILED'));
  });

  it('415, 413 and 400 from the body parsers', async () => {
    const xml = await postCart('<quiz/>', 'application/xml');
    expect([xml.statusCode, xml.json()]).toEqual([415, errorShape('UNSUPPORTED_MEDIA_TYPE')]);
    const huge = await postCart(JSON.stringify({ quizId: 'x'.repeat(2 * 1024 * 1024) }));
    expect([huge.statusCode, huge.json()]).toEqual([413, errorShape('PAYLOAD_TOO_LARGE')]);
    for (const broken of ['{"quizId":', '']) {
      const res = await postCart(broken);
      expect([res.statusCode, res.json()], broken).toEqual([400, errorShape('VALIDATION_FAILED')]);
    }
  });

  it('405 with Allow for a known path with another method, 404 for an unknown path', async () => {
    const health = await app.server.inject({ method: 'DELETE', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([405, errorShape('METHOD_NOT_ALLOWED')]);
    expect(health.headers.allow).toBe('GET, HEAD');
    const quiz = await app.server.inject({ method: 'PUT', url: `/api/quizzes/${randomUUID()}?x=1` });
    expect(quiz.statusCode).toBe(405);
    expect(quiz.headers.allow).toContain('GET');
    const missing = await app.server.inject({ method: 'DELETE', url: '/api/no/such/path' });
    expect([missing.statusCode, missing.json()]).toEqual([404, errorShape('NOT_FOUND')]);
  });

  it('431 from the HTTP parser for headers (or a URL) over its size limit', async () => {
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/quizzes?search=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual(errorShape('HEADERS_TOO_LARGE'));
  });
});

describe('every 429 says when to come back', () => {
  let perIp: TestApp;
  let perUser: TestApp;
  beforeAll(async () => {
    perIp = await createTestApp({ config: { ipRateLimits: true, apiRateLimit: 2 } });
    perUser = await createTestApp({ config: { userWriteLimit: 1 } });
  });
  afterAll(async () => {
    await perIp.close();
    await perUser.close();
  });

  it('the per-IP limit', async () => {
    const responses = [];
    for (let i = 0; i < 3; i += 1) responses.push(await perIp.server.inject('/api/quizzes/newest'));
    const limited = responses.at(-1)!;
    expect([limited.statusCode, limited.json()]).toEqual([429, errorShape('RATE_LIMITED')]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the per-user write limit', async () => {
    const user = await signedInUser(perUser);
    const write = () => user.client.request('DELETE', `/api/cart/${randomUUID()}`);
    expect((await write()).statusCode).not.toBe(429);
    const limited = await write();
    expect([limited.statusCode, limited.json()]).toEqual([429, errorShape('RATE_LIMITED')]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

import type { JsonSchema } from './schema-arbitrary';

/** One API operation as the fuzzer sees it: where it lives, what it takes, what it answers. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, with {name} placeholders */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** undefined: the operation reads no body */
  body?: JsonSchema;
  /** declared answers by status; null: declared without a JSON body */
  responses: Record<string, JsonSchema | null>;
  /** better-auth routes (not in the OpenAPI document): 2xx bodies are not described */
  undocumented?: boolean;
  /** may sign the caller out, so the signed-in fuzzer signs in again after it */
  endsSession?: boolean;
  /** a payment provider's merchant endpoint: its errors are the provider's bodies, as declared */
  providerProtocol?: boolean;
}

/**
 * The payment providers' merchant endpoints (Payme, Click, Uzum: research/payments-uz.md) answer
 * in the provider's protocol, with its statuses and bodies, instead of the API's error body; no
 * per-IP limit applies to them (a provider's retries must get through).
 */
export const isProviderCallback = (path: string) => /^\/api\/payments\/(payme|click|uzum)(\/|$)/.test(path);

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** Every operation of the OpenAPI document, except the better-auth wildcard (described by hand). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    path.startsWith('/api/auth/')
      ? []
      : Object.entries(methods).map(([method, operation]) => toOperation(path, method, operation)),
  );
}

function toOperation(path: string, method: string, operation: OpenApiOperation): Operation {
  const parameters = operation.parameters ?? [];
  const byLocation = (location: OpenApiParameter['in']) =>
    Object.fromEntries(parameters.filter((p) => p.in === location).map((p) => [p.name, p.schema]));
  const responses = Object.fromEntries(
    Object.entries(operation.responses ?? {}).map(([status, response]) => [
      status,
      response.content?.['application/json']?.schema ?? null,
    ]),
  );
  return {
    method: method.toUpperCase() as Operation['method'],
    path,
    pathParams: byLocation('path'),
    query: byLocation('query'),
    body: operation.requestBody?.content?.['application/json']?.schema,
    responses,
    endsSession: method === 'delete' && path === '/api/sessions/{id}',
    providerProtocol: isProviderCallback(path),
  };
}

const text = (maxLength = 100): JsonSchema => ({ type: 'string', maxLength });
const email: JsonSchema = { type: 'string', format: 'email', maxLength: 254 };
const password: JsonSchema = { type: 'string', minLength: 8, maxLength: 128 };
const object = (properties: Record<string, JsonSchema>, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  properties,
  required,
});
const authPost = (path: string, body: JsonSchema, extra: Partial<Operation> = {}): Operation => ({
  method: 'POST',
  path: `/api/auth${path}`,
  pathParams: {},
  query: {},
  body,
  responses: {},
  undocumented: true,
  ...extra,
});
const authGet = (path: string, query: Record<string, JsonSchema> = {}): Operation => ({
  method: 'GET',
  path: `/api/auth${path}`,
  pathParams: {},
  query,
  responses: {},
  undocumented: true,
});

/** The better-auth endpoints the web app calls, with the shapes it sends (by hand: not in OpenAPI). */
export const AUTH_OPERATIONS: Operation[] = [
  authPost('/sign-up/email', object({ name: text(120), email, password })),
  authPost(
    '/sign-in/email',
    object({ email, password, rememberMe: { type: 'boolean' } }, ['email', 'password']),
  ),
  authPost('/update-user', object({ name: text(120) })),
  authPost('/change-password', object({ currentPassword: password, newPassword: password })),
  authPost('/email-otp/request-password-reset', object({ email })),
  authPost(
    '/email-otp/reset-password',
    object({ email, otp: { type: 'string', pattern: '^[0-9]{6}$' }, password }),
  ),
  authPost('/send-verification-email', object({ email, callbackURL: text(200) }, ['email'])),
  authPost('/sign-out', object({}, []), { endsSession: true }),
  authGet('/get-session'),
  authGet('/verify-email', { token: text(300), callbackURL: text(200) }),
  { ...authGet('/reset-password/{token}', { callbackURL: text(200) }), pathParams: { token: text(300) } },
  // any other better-auth path, as a prober would try them
  { ...authGet('/{rest}'), pathParams: { rest: { type: 'string', pattern: '^[a-z-]{1,30}$' } } },
  { ...authPost('/{rest}', {}), pathParams: { rest: { type: 'string', pattern: '^[a-z-]{1,30}$' } } },
];

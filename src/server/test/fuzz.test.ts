import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import {
  createQuiz,
  createUserNotification,
  passedResult,
  signedInDemo,
  signedInUser,
  startedSession,
} from './factories';
import { AUTH_OPERATIONS, type OpenApiDocument, type Operation, operationsOf } from './fuzz/operations';
import { type Answer, problemWith } from './fuzz/response-check';
import { arbitraryFor, hostileValue, type JsonSchema } from './fuzz/schema-arbitrary';
import { type Client, client } from './http';
import { createTestApp, type TestApp } from './test-app';

/*
 * A schema-driven fuzzer over /api/openapi.json and the better-auth routes: for every operation it
 * generates path parameters, queries and bodies from the declared schemas (well-shaped, with hostile
 * leaves mixed in), sends them as a guest and as a signed-in user, and requires that no answer is a
 * 5xx and every answer matches what its status declares. Fixed seed by default; longer runs with
 * FUZZ_RUNS=500 (runs per operation) and FUZZ_SEED=<n>.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);

let app: TestApp;
let guest: Client;
let user: { client: Client; email: string };
/** /api/admin routes are fuzzed as the admin, or they would never get past the role check */
let admin: Client;
let operations: Operation[];
/** real identifiers and codes of the signed-in user's things, so requests get past the lookups */
const known = { ids: [] as string[], byParam: new Map<string, string[]>() };
/** operations that answered 2xx at least once: the fuzzer must get past validation, not only bounce */
const served = new Set<string>();

beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { userWriteLimit: 1_000_000 } });
  guest = client(app.server);
  user = await signedInUser(app, 'Fuzz Foydalanuvchi');
  admin = await signedInDemo(app, 'admin@demo.uz');
  const userId = (await user.client.get('/api/auth/get-session')).json().user.id as string;
  const played = await passedResult(app, user.client);
  const session = await startedSession(app, user.client);
  const notification = await createUserNotification(app.db, userId);
  const paidQuiz = await createQuiz(app.db, { price: 12_000 });
  const cartItem = (await user.client.post('/api/cart', { quizId: (await createQuiz(app.db)).id })).json();
  const payment = (await user.client.post('/api/checkout', { method: 'CLICK' })).json();
  const authSessions = (await user.client.get('/api/sessions')).json().sessions as { id: string }[];
  const byParam: Record<string, string[]> = {
    'id /api/quizzes': [played.quizId, paidQuiz.id],
    'id /api/admin/quizzes': [played.quizId, paidQuiz.id],
    'id /api/certificates': [played.certificate.id],
    'id /api/notifications': [notification.id],
    'id /api/sessions': authSessions.map((s) => s.id),
    code: [played.certificate.code],
    itemId: [cartItem.id],
    paymentId: [payment.paymentId],
    quizId: [session.quizId, played.quizId],
    sessionId: [session.sessionId],
    resultId: [played.resultId],
  };
  for (const [key, ids] of Object.entries(byParam)) known.byParam.set(key, ids);
  known.ids.push(...Object.values(byParam).flat(), paidQuiz.id, session.questionId);
  const document = (await guest.get('/api/openapi.json')).json() as OpenApiDocument;
  operations = [...operationsOf(document), ...AUTH_OPERATIONS];
}, 120_000);
afterAll(() => app?.close());

interface GeneratedRequest {
  signedIn: boolean;
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** a raw, possibly malformed JSON text sent instead of `body` */
  rawBody?: string;
}

const HOSTILITY = 0.2;
const leaf = (schema: JsonSchema) => arbitraryFor(schema, { hostility: HOSTILITY, knownIds: known.ids });

/** The real values for a path parameter (an `id` is told apart by the path it is in). */
function knownValues(operation: Operation, name: string): string[] {
  if (name !== 'id') return known.byParam.get(name) ?? [];
  const prefix = [...known.byParam.keys()].find(
    (key) => key.startsWith('id ') && operation.path.startsWith(key.slice(3)),
  );
  return prefix ? known.byParam.get(prefix)! : [];
}

function paramArbitrary(operation: Operation, name: string, schema: JsonSchema) {
  const generated = leaf(schema);
  const real = knownValues(operation, name);
  return real.length ? fc.oneof(generated, fc.constantFrom(...real)) : generated;
}

function requestArbitrary(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const record = (schemas: Record<string, JsonSchema>, pick = leaf) =>
    fc.record(Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, pick(s)])), {
      requiredKeys: [],
    });
  const params = fc.record(
    Object.fromEntries(
      Object.entries(operation.pathParams).map(([n, s]) => [n, paramArbitrary(operation, n, s)]),
    ),
  );
  const body = operation.body ? leaf(operation.body) : fc.option(hostileValue, { nil: undefined });
  // now and then the body is malformed JSON text instead
  const rawBody = fc.oneof(
    { weight: 9, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom('{', 'null', '"x"', '[]', '{"a":', '\u0000', '') },
  );
  return fc.record({
    signedIn: fc.oneof(
      { weight: 3, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    pathParams: params,
    query: record(operation.query),
    body,
    rawBody: sendsBody(operation) ? rawBody : fc.constant(undefined),
  });
}

function urlOf(operation: Operation, request: GeneratedRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodePathSegment(asText(request.pathParams[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Percent-encodes a segment; a lone surrogate (not valid UTF-8) goes out as the bytes a prober would send. */
const encodePathSegment = (value: string) =>
  value.split(LONE_SURROGATE).map(encodeURIComponent).join('%ED%A0%80');

const sendsBody = (operation: Operation) => operation.method !== 'GET' && operation.method !== 'DELETE';

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

async function send(operation: Operation, request: GeneratedRequest): Promise<Answer> {
  const signedIn = operation.path.startsWith('/api/admin/') ? admin : user.client;
  const browser = request.signedIn ? signedIn : guest;
  const url = urlOf(operation, request);
  const headers: Record<string, string> =
    request.rawBody !== undefined ? { 'content-type': 'application/json' } : {};
  const payload = request.rawBody ?? request.body;
  const res = await browser.request(
    operation.method,
    url,
    sendsBody(operation) ? payload : undefined,
    headers,
  );
  return { statusCode: res.statusCode, body: res.body, contentType: res.headers['content-type'] as string };
}

/** Signs the fuzzing user in again after an operation that may have ended their session. */
async function stayingSignedIn() {
  const session = await user.client.get('/api/auth/get-session');
  if (session.statusCode === 200 && session.json()?.user) return;
  const res = await user.client.post('/api/auth/sign-in/email', {
    email: user.email,
    password: DEMO_PASSWORD,
  });
  if (res.statusCode !== 200) throw new Error(`the fuzzing user could not sign in again: ${res.body}`);
}

interface Failure {
  operation: string;
  problem: string;
  example: string;
}

async function fuzz(operation: Operation): Promise<Failure[]> {
  const failures: Failure[] = [];
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operation), async (request) => {
      const answer = await send(operation, request);
      if (answer.statusCode < 300) served.add(`${operation.method} ${operation.path}`);
      const problem = problemWith(operation, answer);
      if (problem) {
        const { signedIn, pathParams, query, body, rawBody } = request;
        const example = JSON.stringify({ signedIn, pathParams, query, body: rawBody ?? body }, shortened);
        failures.push({ operation: `${operation.method} ${operation.path}`, problem, example });
      }
      if (operation.endsSession && request.signedIn) await stayingSignedIn();
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
  return failures;
}

/** Long generated strings are shown by their start and length. */
const shortened = (_key: string, value: unknown) =>
  typeof value === 'string' && value.length > 40 ? `${value.slice(0, 12)}…(${value.length} chars)` : value;

/** One line per distinct problem of an operation, with the first request that showed it. */
function distinct(failures: Failure[]): string[] {
  const byProblem = new Map<string, Failure>();
  for (const f of failures) {
    const key = `${f.operation} -> ${f.problem.replace(/[0-9a-f-]{36}/g, '<id>').slice(0, 120)}`;
    if (!byProblem.has(key)) byProblem.set(key, f);
  }
  return [...byProblem.entries()].map(([key, f]) => `${key}\n    e.g. ${f.example}`);
}

describe('schema-driven fuzzer', () => {
  it('knows the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((o) => o.path === '/api/auth/update-user')).toBe(true);
  });

  it(
    `${RUNS} requests per operation: no 5xx, and every answer matches its declared schema`,
    async () => {
      const failures: Failure[] = [];
      for (const operation of operations) failures.push(...(await fuzz(operation)));
      expect(distinct(failures)).toEqual([]);
    },
    Math.max(120_000, RUNS * 6_000),
  );

  it('got past validation: most operations answered 2xx to some request', () => {
    const missed = operations.map((o) => `${o.method} ${o.path}`).filter((key) => !served.has(key));
    expect(served.size, `never served: ${missed.join(', ')}`).toBeGreaterThan(operations.length * 0.6);
  });
});

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * PostgreSQL cannot store a NUL character, and its jsonb refuses a lone UTF-16 surrogate: one
 * that reaches a query fails it with a 500. Neither is text anyone means to send, so any request
 * carrying one is refused here, in one place, before any route (or better-auth) sees it.
 */
export function registerUnstorableTextGuard(app: FastifyInstance) {
  // onRequest: headers (cookies, user-agent as device info) are read before validation, e.g. by
  // the session lookup of the access check
  app.addHook('onRequest', async (request) => {
    if (containsUnstorableText(request.headers)) throw refused();
  });
  app.addHook('preValidation', async (request) => {
    if (
      containsUnstorableText(request.query) ||
      containsUnstorableText(request.params) ||
      bodyHasUnstorableText(request)
    ) {
      throw refused();
    }
  });
}

const refused = () => new AppError(400, 'VALIDATION_FAILED');

/** NUL, or a high surrogate without its low half, or a low one without its high half */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this must find
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The parsed body, or the raw Buffer the /api/auth mount keeps, read the way better-auth reads it. */
function bodyHasUnstorableText(request: FastifyRequest): boolean {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return containsUnstorableText(body);
  if (body.includes(0)) return true;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('json')) return containsUnstorableText(parseJsonOrNothing(body.toString('utf8')));
  if (type.includes('x-www-form-urlencoded')) {
    return containsUnstorableText([...new URLSearchParams(body.toString('utf8')).entries()]);
  }
  return false;
}

/** Invalid JSON is for the receiver to refuse in its own words; it stores nothing. */
function parseJsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every string (and key) in a value, walked with a stack: a deeply nested body must not overflow ours. */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return true;
    } else if (Array.isArray(current)) {
      // one by one: spreading a long array into push() would exceed the argument limit
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

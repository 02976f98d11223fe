import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * PostgreSQL text cannot hold a NUL character: one that reaches a query fails it with a 500. No
 * field of ours has a use for it, so any request carrying one is refused here, in one place,
 * before any route (or better-auth) sees it.
 */
export function registerNulByteGuard(app: FastifyInstance) {
  // onRequest: headers (cookies, user-agent as device info) are read before validation, e.g. by
  // the session lookup of the access check
  app.addHook('onRequest', async (request) => {
    if (containsNul(request.headers)) throw refused();
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.query) || containsNul(request.params) || bodyContainsNul(request)) {
      throw refused();
    }
  });
}

const refused = () => new AppError(400, 'VALIDATION_FAILED');

const NUL = '\u0000';

/** The parsed body, or the raw Buffer the /api/auth mount keeps, read the way better-auth reads it. */
function bodyContainsNul(request: FastifyRequest): boolean {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return containsNul(body);
  if (body.includes(0)) return true;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('json')) return containsNul(parseJsonOrNothing(body.toString('utf8')));
  if (type.includes('x-www-form-urlencoded')) {
    return containsNul([...new URLSearchParams(body.toString('utf8')).entries()]);
  }
  return false;
}

/** Invalid JSON is for the receiver to refuse in its own words; it carries no NUL to worry about. */
function parseJsonOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every string (and key) in a value, walked with a stack: a deeply nested body must not overflow ours. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      // one by one: spreading a long array into push() would exceed the argument limit
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

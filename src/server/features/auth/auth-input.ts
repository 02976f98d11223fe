import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { errorText } from '../../plugins/language';

/** The header the Fastify mount sets from req.ip; better-auth reads the client IP only from headers. */
export const CLIENT_IP_HEADER = 'x-bilimdon-client-ip';

type Issue = { message: string; path: PropertyKey[] };

/** 400 VALIDATION_FAILED with the first field's Uzbek message and every field's under `fields`. */
export function validationError(issues: Issue[], fieldPrefix: string[] = []) {
  const first = issues[0];
  const fieldName = (issue: Issue) => [...fieldPrefix, ...issue.path.map(String)].join('.');
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: first?.message ?? errorText('VALIDATION_FAILED'),
    fields: Object.fromEntries(issues.map((issue) => [fieldName(issue), issue.message])),
  });
}

/** Parses one field with a shared schema; a failure names the field by its place in the body. */
export function parseField<S extends z.ZodType>(schema: S, value: unknown, field: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error.issues, [field]);
  return parsed.data;
}

/** Parses an object with a shared schema; a failure names the fields by their schema paths. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/**
 * Refuses a body that carries a key outside `allowed`. better-auth ignores some unknown user
 * fields and refuses others; listing what each route may take keeps role, emailVerified, image
 * and whatever a later plugin adds out of users' hands.
 */
export function refuseOtherFields(body: unknown, allowed: ReadonlySet<string>): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new APIError('BAD_REQUEST', {
      code: 'VALIDATION_FAILED',
      message: errorText('VALIDATION_FAILED'),
    });
  }
  if (Object.keys(body).some((key) => !allowed.has(key))) {
    throw new APIError('BAD_REQUEST', {
      code: 'FIELD_NOT_ALLOWED',
      message: errorText('FIELD_NOT_ALLOWED'),
    });
  }
  return body as Record<string, unknown>;
}

/** Where better-auth may send a browser after a link: these names, in a query or a body. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/** A path on this site ("/x", not "//host" or "/\host") or an address on one of our origins. */
function isOwnAddress(value: unknown, origins: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return origins.includes(new URL(value).origin);
  } catch {
    return false;
  }
}

/**
 * Refuses a redirect to anywhere but our own pages: better-auth follows `callbackURL` of a
 * confirmation link even to a foreign site (an open redirect under our name) and fails with a
 * 500 on one that is not a URL at all.
 */
export function refuseForeignRedirects(inputs: unknown[], origins: readonly string[]) {
  for (const input of inputs) {
    if (!input || typeof input !== 'object') continue;
    for (const field of REDIRECT_FIELDS) {
      const value = (input as Record<string, unknown>)[field];
      if (value === undefined || isOwnAddress(value, origins)) continue;
      throw new APIError('BAD_REQUEST', {
        code: 'VALIDATION_FAILED',
        message: errorText('VALIDATION_FAILED'),
        fields: { [field]: errorText('VALIDATION_FAILED') },
      });
    }
  }
}

import { z } from 'zod';
import { apiErrorSchema } from '../../shared/schemas/common';

/** What each error status means on this API (docs/architecture.md#api), for the OpenAPI document. */
const MEANINGS = {
  400: 'Invalid input: `fields` names what is wrong',
  401: 'Not signed in',
  403: 'Not allowed: the role or the rule refuses it, or a write came from a foreign page',
  404: 'Not found, or not yours',
  409: 'Conflict with the current state',
  410: 'Gone: it existed but has expired',
  413: 'Too large: the file or body passes its size limit',
  422: 'A rule refuses it',
  429: 'Too many requests: Retry-After says when to come back',
  501: 'Not available on this server: the message says what to do instead',
  503: 'Busy: Retry-After says when to come back',
} as const;

export type ErrorStatus = keyof typeof MEANINGS;

/**
 * The error answers a route can give, each with the one error body, for its `response` map:
 * `response: { 200: thingSchema, ...errorResponses(400, 401, 404) }`. Its access level implies
 * 401 (user, admin) and 403 (admin, and every write: the Origin check); input implies 400;
 * the per-IP limit implies 429.
 */
export function errorResponses(
  ...statuses: ErrorStatus[]
): Partial<Record<ErrorStatus, typeof apiErrorSchema>> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      apiErrorSchema.describe(`${MEANINGS[status]} (stable code, Uzbek message)`),
    ]),
  );
}

/**
 * A 204 answer without a body. OpenAPI 3.0 has no null type, so zod writes z.null() as a nullable
 * string; `type: 'null'` is what @fastify/swagger looks for to show the answer without content.
 */
export const noContent = { 204: z.null().meta({ type: 'null', description: 'Done, no content' }) };

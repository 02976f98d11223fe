import { apiErrorSchema } from '@shared/schemas/common';
import { vi } from 'vitest';
import type { z } from 'zod';

/**
 * The one fake of the API for component tests: it answers fetch by "METHOD path", and every body
 * it answers with is parsed by the shared schema of that route first, so a fake that drifts from
 * the contract fails the test instead of passing on a shape the server never sends.
 */
export type FakeReply = () => Response;

/** A successful answer of a route, checked against its response schema. */
export function reply<Schema extends z.ZodType>(
  schema: Schema,
  body: z.input<Schema>,
  status = 200,
): FakeReply {
  const checked = schema.parse(body);
  return () => Response.json(checked, { status });
}

/** The API's one error body, checked against the shared error schema. */
export function refuse(status: number, code: string, message: string): FakeReply {
  const checked = apiErrorSchema.parse({ error: { code, message } });
  return () => Response.json(checked, { status });
}

/** An answer without a body (204). */
export const noContent: FakeReply = () => new Response(null, { status: 204 });

export interface FakeCall {
  method: string;
  url: string;
  /** the parsed JSON body, or the FormData of an upload */
  body: unknown;
}

/** better-auth's client fetches absolute URL objects; the routes are keyed by path (and query). */
function pathOf(target: string | URL): string {
  const text = String(target);
  if (!/^https?:/.test(text)) return text;
  const url = new URL(text);
  return url.pathname + url.search;
}

/** Replaces fetch for the test (undo with vi.unstubAllGlobals); unknown routes answer 404. */
export function fakeApi(routes: Record<string, FakeReply>, fallback = refuse(404, 'NOT_FOUND', 'Topilmadi')) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (target: string | URL, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = pathOf(target);
      const body =
        init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return (routes[`${method} ${url}`] ?? fallback)();
    }),
  );
  return calls;
}

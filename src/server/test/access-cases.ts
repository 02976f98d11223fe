import type { Client } from './http';
import type { TestApp } from './test-app';

/**
 * The shape of the route-access table (src/server/plugins/access.test.ts). Features with many
 * routes keep their cases beside them in `<feature>-access.test-support.ts` and the table spreads them in.
 */
export type Actor = 'guest' | 'other' | 'admin' | 'owner';
export interface Call {
  url: string;
  body?: unknown;
  /** extra request headers (a multipart upload sends its content type) */
  headers?: Record<string, string>;
  /** a Server-Sent Events stream: only its status is read */
  stream?: boolean;
}
export interface RouteCase {
  access: 'public' | 'user' | 'admin' | 'player';
  /** builds the request; owned resources belong to `owner` and are made once per route */
  call: () => Promise<Call> | Call;
  expected: Record<Actor, number>;
}
/** What a feature's cases may use; read lazily, as the test app starts in beforeAll. */
export interface AccessContext {
  readonly app: TestApp;
  readonly admin: Client;
}

/** An /api/admin route: guests get 401, every non-admin 403, the admin `status`. */
export const adminOnly = (call: RouteCase['call'], status = 200): RouteCase => ({
  access: 'admin',
  call,
  expected: { guest: 401, other: 403, owner: 403, admin: status },
});

import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/access';
import type { Auth } from './auth';
import { SessionCache, type SignIn } from './session-cache';

interface Log {
  warn(obj: unknown, msg: string): void;
}

export interface SessionLookup {
  /**
   * who the request's session cookie signs in, or null; `checkedByWrite`: possibly from the cache
   * without the change feed's confirmation (SessionCache.signInToCheck), marked `unconfirmed`
   */
  signedIn(headers: IncomingHttpHeaders, checkedByWrite?: boolean): Promise<SessionUser | null>;
  close(): Promise<void>;
}

/**
 * The session of a request, as better-auth decides it, through the session cache. A request
 * without the session cookie has no session (better-auth answers null without looking further);
 * one carrying it twice is not cached, since it is unclear which of the two better-auth checked.
 */
export async function createSessionLookup(auth: Auth, database: Database, log: Log): Promise<SessionLookup> {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const cache = await SessionCache.open<SessionUser>(database, log);
  const load = async (headers: IncomingHttpHeaders): Promise<SignIn<SessionUser> | null> => {
    const found = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!found) return null;
    const { session, user } = found;
    return {
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        role: user.role === 'ADMIN' ? 'ADMIN' : 'USER',
        sessionId: session.id,
      },
      sessionId: session.id,
      userId: user.id,
      expiresAt: session.expiresAt,
    };
  };
  return {
    async signedIn(headers, checkedByWrite = false) {
      const values = cookieValues(headers.cookie, cookieName);
      if (values.length === 0) return null;
      if (values.length > 1) return (await load(headers))?.user ?? null;
      if (!checkedByWrite) return cache.signIn(values[0]!, () => load(headers));
      const found = await cache.signInToCheck(values[0]!, () => load(headers));
      // a copy: the cached user is shared by every request of this sign-in
      return found && (found.confirmed ? found.user : { ...found.user, unconfirmed: true });
    },
    close: () => cache.close(),
  };
}

/** Every value of the named cookie in a Cookie header, as sent (still URI-encoded). */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const prefix = `${name}=`;
  const values: string[] = [];
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(prefix)) values.push(pair.slice(prefix.length));
  }
  return values;
}

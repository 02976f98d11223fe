import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import { revokeSessionSchema } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { authSessions } from '../../db/schema';
import { errorText } from '../../plugins/language';
import { parseBody } from './auth-input';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * A session token lives only in the HttpOnly cookie: better-auth puts it in the bodies of sign-in,
 * get-session, list-sessions, change-password and the admin session lists, where a page's script
 * could read it. A phone account's placeholder email is never shown: it answers as null. Returns
 * the answer without any `token` field and placeholder, or undefined when it had none.
 */
export function shapeAuthAnswer(value: unknown): unknown {
  let found = false;
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isPlainObject(node)) return node;
    const copy: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(node)) {
      if (key === 'token') found = true;
      else if (key === 'email' && typeof field === 'string' && isPlaceholderEmail(field)) {
        found = true;
        copy[key] = null;
      } else copy[key] = strip(field);
    }
    return copy;
  };
  const stripped = strip(value);
  return found ? stripped : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * better-auth's revoke-session names the session by its token, which no answer shows any more:
 * it takes `{ sessionId }` (the id list-sessions shows) and is handed the token of that session of
 * the signed-in user. 404 USER_SESSION_NOT_FOUND for another user's, an ended or an unknown one.
 */
export async function revokeSessionById(ctx: HookContext, db: Db) {
  const signedIn = await getSessionFromCtx(ctx);
  // a guest hears nothing about the input
  if (!signedIn) throw new APIError('UNAUTHORIZED');
  const { sessionId } = parseBody(revokeSessionSchema, ctx.body ?? {});
  const [session] = await db
    .select({ token: authSessions.token })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, signedIn.user.id),
        gt(authSessions.expiresAt, new Date()),
      ),
    );
  if (!session) {
    throw new APIError('NOT_FOUND', {
      code: 'USER_SESSION_NOT_FOUND',
      message: errorText('USER_SESSION_NOT_FOUND'),
    });
  }
  return { context: { body: { token: session.token } } };
}

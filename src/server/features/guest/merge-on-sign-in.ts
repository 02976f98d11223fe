import fastifyCookie from '@fastify/cookie';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SignInContext, SignInHook } from '../auth/sign-in-hooks';
import { guestTokensIn } from '../identity/guest-credentials';
import { mergeGuestPurchases } from './guest-merge';

export type MergeLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * The sign-in hook app.ts registers with auth (runs after the sign-in's transaction): a user whose
 * email or phone number is verified gets the guest purchases made with it, and the play of those this
 * browser's guest cookies prove (guest-merge.ts). A failure is logged and never fails the
 * sign-in; the next sign-in tries again.
 */
export function mergeGuestPurchasesOnSignIn(db: Db, log: MergeLog): SignInHook {
  return async (session, context) => {
    try {
      const [user] = await db
        .select({
          email: users.email,
          emailVerified: users.emailVerified,
          phone: users.phoneNumber,
          phoneVerified: users.phoneNumberVerified,
        })
        .from(users)
        .where(eq(users.id, session.userId));
      if (!user) return;
      const contacts = {
        email: user.emailVerified ? user.email : null,
        phone: user.phoneVerified ? user.phone : null,
      };
      await mergeGuestPurchases(db, session.userId, contacts, heldGuestTokens(context));
    } catch (error) {
      log.error({ err: error, userId: session.userId }, 'merging guest purchases failed');
    }
  };
}

/** The guest tokens in the signing-in browser's cookies (none for a sign-in made on the server). */
function heldGuestTokens(context: SignInContext): string[] {
  const header = context?.headers?.get('cookie') ?? context?.request?.headers.get('cookie');
  return header ? [...guestTokensIn(fastifyCookie.parse(header)).values()] : [];
}

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { mergeGuestPurchases } from './guest-merge';

export type MergeLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * better-auth's session.create.after hook (it runs after the sign-in's transaction): a user whose
 * email is verified gets the guest purchases made with that email. A failure is logged and never
 * fails the sign-in; the next sign-in tries again.
 */
export function mergeGuestPurchasesOnSignIn(db: Db, log: MergeLog) {
  return async (session: { userId: string }) => {
    try {
      const [user] = await db
        .select({ email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, session.userId));
      if (user?.emailVerified) await mergeGuestPurchases(db, session.userId, user.email);
    } catch (error) {
      log.error({ err: error, userId: session.userId }, 'merging guest purchases failed');
    }
  };
}

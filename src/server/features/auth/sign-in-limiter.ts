import { eq, sql } from 'drizzle-orm';
import { AUTH_LIMITS } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

const WINDOW_MS = AUTH_LIMITS.signInWindowMinutes * 60_000;

/**
 * Failed sign-ins per email: after 5 failures within 15 minutes every further attempt is refused
 * until the window passes. A successful sign-in clears the count. Stored in the database so that
 * every app server shares it.
 */
export function createSignInLimiter(db: Db, now: () => number = Date.now) {
  const keyFor = (email: string) => `sign-in:${email.trim().toLowerCase()}`;
  const windowStart = () => new Date(now() - WINDOW_MS);

  return {
    async isBlocked(email: string): Promise<boolean> {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, keyFor(email)));
      return !!row && row.windowStartedAt > windowStart() && row.count >= AUTH_LIMITS.signInAttempts;
    },
    async recordFailure(email: string): Promise<void> {
      const startedAt = new Date(now());
      await db
        .insert(rateLimits)
        .values({ key: keyFor(email), count: 1, windowStartedAt: startedAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            // a failure after the window closed starts a new window
            count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart()} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart()} then ${startedAt} else ${rateLimits.windowStartedAt} end`,
          },
        });
    },
    async clear(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)));
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

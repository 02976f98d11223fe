import { eq, sql } from 'drizzle-orm';
import { AUTH_LIMITS } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

const WINDOW_MS = AUTH_LIMITS.signInWindowMinutes * 60_000;

export interface SignInAttempt {
  allowed: boolean;
  /** seconds until the window closes, for Retry-After */
  retryAfterSeconds: number;
}

/**
 * Sign-in attempts per email: at most 5 within 15 minutes reach the password check; every further
 * attempt is refused until the window passes. A successful sign-in clears the count. Stored in
 * the database so that every app server shares it.
 *
 * The attempt is counted before the password is checked, in one statement that increments and
 * returns the count: reading the count first and recording failures afterwards let 30 parallel
 * requests through 16-19 password checks.
 */
export function createSignInLimiter(db: Db, now: () => number = Date.now) {
  const keyFor = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

  return {
    async recordAttempt(email: string): Promise<SignInAttempt> {
      const startedAt = new Date(now());
      const windowClosed = sql`${rateLimits.windowStartedAt} <= ${new Date(now() - WINDOW_MS)}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: keyFor(email), count: 1, windowStartedAt: startedAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            // an attempt after the window closed starts a new window
            count: sql`case when ${windowClosed} then 1 else ${rateLimits.count} + 1 end`,
            windowStartedAt: sql`case when ${windowClosed} then ${startedAt} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
      const windowEndsAt = (row?.windowStartedAt ?? startedAt).getTime() + WINDOW_MS;
      return {
        allowed: (row?.count ?? 1) <= AUTH_LIMITS.signInAttempts,
        retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now()) / 1000)),
      };
    },
    async clear(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)));
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

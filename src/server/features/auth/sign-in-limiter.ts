import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { AUTH_LIMITS } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { errorText } from '../../plugins/language';
import { countInWindow } from './fixed-window';

const WINDOW_MS = AUTH_LIMITS.signInWindowMinutes * 60_000;

interface SignInAttempt {
  allowed: boolean;
  /** seconds until the window closes, for Retry-After */
  retryAfterSeconds: number;
}

/**
 * Sign-in attempts per email or phone number: at most 5 within 15 minutes reach the password check; every further
 * attempt is refused until the window passes. A successful sign-in clears the count. Stored in
 * the database so that every app server shares it.
 *
 * The attempt is counted before the password is checked (countInWindow): reading the count first
 * and recording failures afterwards let 30 parallel requests through 16-19 password checks.
 */
export function createSignInLimiter(db: Db, now: () => number = Date.now) {
  const keyFor = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

  async function recordAttempt(email: string): Promise<SignInAttempt> {
    const { count, retryAfterSeconds } = await countInWindow(db, keyFor(email), WINDOW_MS, now());
    return { allowed: count <= AUTH_LIMITS.signInAttempts, retryAfterSeconds };
  }

  return {
    /** Counts the attempt; past the limit throws 429 TOO_MANY_ATTEMPTS_SIGN_IN with Retry-After. */
    async assertAllowed(key: string): Promise<void> {
      const attempt = await recordAttempt(key);
      if (attempt.allowed) return;
      throw new APIError(
        'TOO_MANY_REQUESTS',
        { code: 'TOO_MANY_ATTEMPTS_SIGN_IN', message: errorText('RATE_LIMITED') },
        { 'Retry-After': String(attempt.retryAfterSeconds) },
      );
    },
    async clear(email: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyFor(email)));
    },
  };
}

export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts } from '../../db/schema';

const BINDING_PARAM = 'binding';

/** The payload of better-auth's verification JWT; its signature is checked by better-auth itself. */
function tokenPayload(token: unknown): { userId?: unknown; updateTo?: unknown } | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Email confirmation links bound to the password in force when they were sent. better-auth's
 * links are stateless JWTs that cannot be revoked; a sign-up that replaces the password of an
 * unconfirmed account (sign-up-for-existing-email.ts) must make the links sent for the old
 * password useless, or the holder of an old link could confirm an account with a password
 * someone else chose. Each link carries an HMAC of the user id and the current password hash.
 */
export function createVerificationLinks(db: Db, secret: string) {
  async function passwordHashOf(userId: string): Promise<string> {
    const [account] = await db
      .select({ password: authAccounts.password })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
    return account?.password ?? '';
  }

  async function bindingFor(userId: string): Promise<string> {
    return createHmac('sha256', secret)
      .update(`verify-email:${userId}:${await passwordHashOf(userId)}`)
      .digest('base64url');
  }

  return {
    /** The link to email: better-auth's URL plus the binding. */
    async bind(userId: string, url: string): Promise<string> {
      const link = new URL(url);
      link.searchParams.set(BINDING_PARAM, await bindingFor(userId));
      return link.toString();
    },

    /** False when the link was sent for a password that is no longer the account's. */
    async isCurrent(query: Record<string, unknown> | undefined): Promise<boolean> {
      const payload = tokenPayload(query?.token);
      // email-change tokens and malformed ones are better-auth's to judge
      if (!payload || typeof payload.userId !== 'string' || payload.updateTo) return true;
      const given = Buffer.from(String(query?.[BINDING_PARAM] ?? ''));
      const expected = Buffer.from(await bindingFor(payload.userId));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type VerificationLinks = ReturnType<typeof createVerificationLinks>;

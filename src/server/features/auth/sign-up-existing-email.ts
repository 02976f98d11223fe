import { randomUUID } from 'node:crypto';
import { sendVerificationEmailFn } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authAccounts, users } from '../../db/schema';
import { readerUrl } from '../../lib/reader-url';
import { inLanguage } from '../../plugins/language';
import type { Mailer } from '../mail/mailer';
import { existingAccountEmail } from '../mail/templates';

type HookContext = Parameters<typeof sendVerificationEmailFn>[0];

/**
 * What every sign-up answers, new email or not: nothing in it may tell whether the address was
 * registered (better-auth's own answer did, through `role: null` and the stored user's fields).
 */
export const SIGN_UP_ACCEPTED = { status: true } as const;

export interface SignUpFields {
  email: string;
  password: string;
  name: string;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A sign-up for an email that already has an account. Returns false when there is none (then
 * better-auth creates it). Otherwise the caller answers SIGN_UP_ACCEPTED and the address's owner
 * learns what happened by email:
 * - a confirmed account stays as it is; its owner is told someone tried to sign up with it;
 * - an unconfirmed account takes this sign-up's password and name and gets a fresh confirmation
 *   link, because whoever signed up first (perhaps not the owner) must not keep a password on an
 *   account the owner confirms. Links sent before stop working (verification-links.ts).
 */
export async function signUpForExistingEmail(ctx: HookContext, deps: Deps, input: SignUpFields) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  if (!user) return false;
  // hashed on every path so that the answer takes about as long as a new sign-up's
  const passwordHash = await ctx.context.password.hash(input.password);
  const replaced =
    !user.emailVerified && (await replaceUnconfirmedCredentials(deps.db, user.id, input.name, passwordHash));
  if (replaced) {
    await sendVerificationEmailFn(ctx, { ...user, name: input.name, image: null });
  } else {
    // in the owner's language: the one signing up may be someone else
    await deps.mailer.send(
      inLanguage(user.language, () =>
        existingAccountEmail(user.email, user.name, readerUrl(deps.publicUrl, user.language, '/')),
      ),
    );
  }
  return true;
}

/**
 * Sets the name and password of a still unconfirmed account. The user row is locked and its
 * confirmation re-read inside the transaction, so a confirmation landing meanwhile wins and the
 * confirmed account's password is never replaced.
 */
async function replaceUnconfirmedCredentials(db: Db, userId: string, name: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!locked || locked.emailVerified) return false;
    const now = new Date();
    await tx.update(users).set({ name, updatedAt: now }).where(eq(users.id, userId));
    const updated = await tx
      .update(authAccounts)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
      .returning({ id: authAccounts.id });
    if (updated.length === 0) {
      // an account an admin created without a password
      await tx.insert(authAccounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
    }
    return true;
  });
}

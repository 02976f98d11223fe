import { and, eq } from 'drizzle-orm';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import type { Language } from '../../../shared/i18n/languages';
import type { AccountResponse } from '../../../shared/schemas/profile';
import type { Db } from '../../db/client';
import { authAccounts, users } from '../../db/schema';

/** The learner's ways in: email (never the placeholder of a phone account), number, password. */
export async function readAccount(db: Db, userId: string): Promise<AccountResponse> {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      phoneNumber: users.phoneNumber,
      language: users.language,
      password: authAccounts.password,
    })
    .from(users)
    .leftJoin(authAccounts, and(eq(authAccounts.userId, users.id), eq(authAccounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  const placeholder = isPlaceholderEmail(row?.email);
  return {
    email: placeholder ? null : (row?.email ?? null),
    emailVerified: !placeholder && Boolean(row?.emailVerified),
    phoneNumber: row?.phoneNumber ?? null,
    hasPassword: Boolean(row?.password),
    language: row?.language ?? 'uz-Latn',
  };
}

/** The language menu's choice for the signed-in user's own account. */
export async function setAccountLanguage(db: Db, userId: string, language: Language) {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}

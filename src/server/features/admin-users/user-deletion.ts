import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, payments, purchases, userSessions, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { publish } from '../realtime/events';
import { assertAnotherAdminRemains, lockAdminRoles, lockUser } from './admin-lock';

/** What a kept certificate names once its holder's account is gone. */
export const DELETED_HOLDER_NAME = "O'chirilgan foydalanuvchi";

/** Personal keys a purchase's payment_data may carry (a guest's checkout form, a provider's payer). */
const PERSONAL_PAYMENT_KEYS = ['guest_email', 'guest_name', 'guest_phone', 'email', 'name', 'phone'];

/**
 * Deletes a user. The foreign keys remove what was theirs alone (cart, sign-ins and auth
 * sessions, notifications, restrictions, attempts and quiz sessions) and keep the books
 * (purchases, payments, results, certificates) with user_id set to null. "Anonymised" means no
 * record kept for the books still names the person: certificates' holder_name becomes
 * DELETED_HOLDER_NAME (the certificate stays verifiable by its code; a file drawn before is
 * drawn anew, as the name is part of its content hash), and the personal keys of purchases'
 * payment_data and payments' guest_email are dropped; amounts, quizzes, dates, methods and
 * transaction ids stay. Each open sign-in gets the session_ended live event, so every device is
 * signed out at once. Refused for oneself (CANNOT_DELETE_SELF) and the last admin (LAST_ADMIN).
 */
export async function deleteUser(db: Db, actor: AuditActor, userId: string): Promise<void> {
  if (userId === actor.id) throw new AppError(422, 'CANNOT_DELETE_SELF');
  await db.transaction(async (tx) => {
    const adminIds = await lockAdminRoles(tx);
    const user = await lockUser(tx, userId);
    if (user.role === 'ADMIN') assertAnotherAdminRemains(adminIds, userId);
    const signIns = await tx
      .select({ id: userSessions.id })
      .from(userSessions)
      .where(and(eq(userSessions.userId, userId), eq(userSessions.isActive, true)));
    await anonymiseBooks(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.delete',
      entityType: 'user',
      entityId: userId,
      // who it was, for the admins' own record; the books above no longer say
      changes: { email: user.email, name: user.name, role: user.role },
    });
    for (const signIn of signIns) {
      await publish(tx, { userId, type: 'session_ended', data: { sessionId: signIn.id } });
    }
  });
}

async function anonymiseBooks(tx: Db, userId: string): Promise<void> {
  await tx
    .update(certificates)
    .set({ holderName: DELETED_HOLDER_NAME })
    .where(eq(certificates.userId, userId));
  const personalKeys = sql.join(
    PERSONAL_PAYMENT_KEYS.map((key) => sql`${key}`),
    sql`, `,
  );
  const withoutPersonalKeys = sql`${purchases.paymentData} - array[${personalKeys}]::text[]`;
  await tx
    .update(purchases)
    .set({ paymentData: withoutPersonalKeys })
    .where(and(eq(purchases.userId, userId), sql`${purchases.paymentData} is not null`));
  await tx.update(payments).set({ guestEmail: null }).where(eq(payments.userId, userId));
}

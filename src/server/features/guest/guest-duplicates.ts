import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatDateTime } from '../../../shared/i18n/format';
import { guestTexts } from '../../../shared/i18n/guest';
import type { Db } from '../../db/client';
import { guestAccess, payments, paymentTransactions, purchases } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { queueSiteEmail } from '../mail/notification-emails';

/**
 * One email buys one quiz as a guest once while its access is open. A second checkout for the same
 * email and quiz (another browser) neither pays again nor leaves two payable payments behind.
 */

const sameEmail = (column: typeof guestAccess.email | typeof payments.guestEmail, email: string) =>
  sql`lower(${column}) = lower(${email})`;

/** Guest checkouts for one email and quiz run one at a time (PostgreSQL advisory lock). */
async function lockGuestBuyer(tx: Db, email: string, quizId: string) {
  const key = `guest-buyer:${email.toLowerCase()}:${quizId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The open guest access this email holds to the quiz, from a payment still COMPLETED. */
async function openAccessOf(tx: Db, email: string, quizId: string) {
  const [access] = await tx
    .select({ email: guestAccess.email, fullName: guestAccess.fullName, expiresAt: guestAccess.expiresAt })
    .from(guestAccess)
    .innerJoin(purchases, eq(purchases.id, guestAccess.purchaseId))
    .where(
      and(
        sameEmail(guestAccess.email, email),
        eq(guestAccess.quizId, quizId),
        isNull(guestAccess.mergedUserId),
        gt(guestAccess.expiresAt, serverNow()),
        eq(purchases.paymentStatus, 'COMPLETED'),
      ),
    )
    .limit(1);
  return access;
}

/**
 * Before a guest checkout creates its payment, in its transaction. An email that already has the
 * quiz open is told so by email (the answer says no more than that: GUEST_ACCESS_EMAILED), never
 * charged again. An earlier unpaid checkout of the same email and quiz is cancelled, so only the
 * newest can be paid; one a provider is already taking money for refuses the new checkout (409).
 * Returns true when the reminder was queued and no payment may be created.
 */
export async function settleEarlierGuestCheckouts(
  tx: Db,
  { email, quizId, quizTitle }: { email: string; quizId: string; quizTitle: string },
): Promise<boolean> {
  await lockGuestBuyer(tx, email, quizId);
  const open = await openAccessOf(tx, email, quizId);
  if (open) {
    await queueAccessReminder(tx, { ...open, quizId, quizTitle });
    return true;
  }
  const earlier = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        isNotNull(payments.guestTokenHash),
        sameEmail(payments.guestEmail, email),
        inArray(payments.status, ['PENDING', 'FAILED']),
        sql`${payments.items} @> ${JSON.stringify([{ quizId }])}::jsonb`,
      ),
    )
    .for('update');
  if (earlier.length === 0) return false;
  const ids = earlier.map((payment) => payment.id);
  const [live] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(inArray(paymentTransactions.paymentId, ids), eq(paymentTransactions.status, 'CREATED')))
    .limit(1);
  if (live) throw new AppError(409, 'GUEST_PAYMENT_IN_PROGRESS');
  await tx
    .update(payments)
    .set({ status: 'CANCELLED', updatedAt: serverNow() })
    .where(inArray(payments.id, ids));
  return false;
}

/**
 * The ledger's check before a provider takes money for a guest payment: not while the same email
 * already has the quiz open through another payment (a payment opened before that one completed).
 */
export async function guestPaymentBlocker(
  tx: Db,
  payment: { guestEmail: string | null; items: { quizId: string }[] },
): Promise<'ALREADY_OWNED' | null> {
  const [item] = payment.items;
  if (!payment.guestEmail || !item) return null;
  return (await openAccessOf(tx, payment.guestEmail, item.quizId)) ? 'ALREADY_OWNED' : null;
}

async function queueAccessReminder(
  tx: Db,
  access: { email: string; fullName: string; expiresAt: Date; quizId: string; quizTitle: string },
) {
  const t = guestTexts.reminder;
  await queueSiteEmail(
    tx,
    access.email,
    t.subject,
    [
      t.greeting(access.fullName),
      t.open(access.quizTitle, formatDateTime(access.expiresAt.getTime())),
      t.howTo,
      t.notYou,
    ],
    { label: t.button, path: `/play/${access.quizId}` },
  );
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatSum } from '../../../shared/i18n/format';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { guestAccess, paymentCallbacks, payments, purchases, quizzes, users } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { ownedAmong } from '../../lib/ownership';
import { AppError } from '../../plugins/errors';
import { queueSiteEmail } from '../mail/notification-emails';
import { createNotification } from '../notifications/notifications.service';
import type { PaymentProviderName } from './providers';
import { isGuestPayment, purchaseGrants } from './purchase-grants';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment's row, locked until the transaction ends: every provider callback for one payment
 * runs one at a time, so two concurrent duplicates cannot both grant or both create.
 */
export async function lockPayment(tx: Db, paymentId: string): Promise<PaymentRow | undefined> {
  if (!isUuid(paymentId)) return undefined;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * Only the provider a payment was opened with may complete, fail or refund it: a demo
 * confirmation of a Payme payment (say) would hand out quizzes nobody paid for. Refused with 409
 * before anything changes.
 */
export function assertOpenedWith(payment: PaymentRow, provider: PaymentProviderName) {
  if (payment.provider !== provider) throw new AppError(409, 'PAYMENT_PROVIDER_MISMATCH');
}

/** Why a payment's quizzes cannot be sold now: one is already the learner's, or one is off sale. */
export type ItemsBlocker = 'ALREADY_OWNED' | 'QUIZ_UNAVAILABLE';
export type PaymentBlocker = 'ALREADY_PAID' | 'REFUNDED' | ItemsBlocker;

/**
 * Why money must not be taken for this payment now, or null when it may: it is already paid or
 * refunded, or its quizzes are no longer all for sale to this buyer (see itemsBlocker).
 * Providers ask this before they reserve money (Payme Check/Create, Click Prepare, Uzum check/create).
 */
export async function paymentBlocker(tx: Db, payment: PaymentRow): Promise<PaymentBlocker | null> {
  if (payment.status === 'COMPLETED') return 'ALREADY_PAID';
  if (payment.status === 'REFUNDED') return 'REFUNDED';
  return itemsBlocker(tx, payment, { lock: true });
}

/**
 * Whether every quiz of the payment can still be sold: each active (not deactivated or deleted)
 * and, for a learner, none owned already (bought since through another payment, or claimed), so
 * no money is taken for a quiz twice; for a guest, that email's access to the quiz is not open
 * through another payment. With `lock`, the learner's purchases are serialised (an
 * advisory lock until the transaction ends) and the quizzes held `for share`: two payments over
 * one quiz performed at once check one after the other, and the second sees the first's purchase.
 */
export async function itemsBlocker(
  db: Db,
  payment: PaymentRow,
  { lock }: { lock: boolean },
): Promise<ItemsBlocker | null> {
  const quizIds = [...new Set(payment.items.map((item) => item.quizId))];
  if (lock && payment.userId)
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`purchase:${payment.userId}`}::text, 0))`,
    );
  const onSale = db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(inArray(quizzes.id, quizIds), eq(quizzes.isActive, true)));
  const active = quizIds.length === 0 ? [] : await (lock ? onSale.for('share') : onSale);
  if (active.length < quizIds.length) return 'QUIZ_UNAVAILABLE';
  if (!payment.userId) return purchaseGrants().guestBlocker(db, payment);
  const owned = await ownedAmong(db, payment.userId, quizIds);
  return owned.size > 0 ? 'ALREADY_OWNED' : null;
}

/**
 * Why an unpaid payment (PENDING, or FAILED and payable again) can no longer be paid, for its
 * status page; undefined while it can, or once it is settled. Reads without locking.
 */
export async function unpayableReason(db: Db, payment: PaymentRow): Promise<ItemsBlocker | undefined> {
  if (payment.status !== 'PENDING' && payment.status !== 'FAILED') return undefined;
  return (await itemsBlocker(db, payment, { lock: false })) ?? undefined;
}

export type GrantOutcome = { blocker: null; payment: PaymentRow } | { blocker: ItemsBlocker };

/**
 * The money was taken: the payment becomes COMPLETED, and the purchaseGrants app.ts registered
 * record what it opens (a learner: a COMPLETED purchase of every quiz in it, those quizzes out of
 * the cart, a notification and a receipt; a guest: the 24-hour access). A PENDING or FAILED
 * payment completes (a provider's later success after a failed try is real money); a COMPLETED
 * or REFUNDED one is returned as is.
 * Refused, with nothing changed, when `provider` is not the one the payment was opened with (409)
 * or when its quizzes can no longer be sold (itemsBlocker): the caller answers its provider so
 * that the money is not taken. Call inside the transaction that locked the payment.
 */
export async function grantPayment(
  tx: Db,
  payment: PaymentRow,
  { provider, transactionId }: { provider: PaymentProviderName; transactionId: string },
): Promise<GrantOutcome> {
  assertOpenedWith(payment, provider);
  if (payment.status !== 'PENDING' && payment.status !== 'FAILED') return { blocker: null, payment };
  const blocker = await itemsBlocker(tx, payment, { lock: true });
  if (blocker) return { blocker };
  const now = serverNow();
  const [completed] = await tx
    .update(payments)
    .set({ status: 'COMPLETED', providerTransactionId: transactionId, completedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (isGuestPayment(payment)) await purchaseGrants().guest(tx, payment, now);
  else await purchaseGrants().learner(tx, payment, { transactionId, now });
  return { blocker: null, payment: completed! };
}

/** The provider reported that no money was taken: a PENDING payment becomes FAILED. */
export async function failPayment(
  tx: Db,
  payment: PaymentRow,
  provider: PaymentProviderName,
  reason: string,
) {
  assertOpenedWith(payment, provider);
  if (payment.status !== 'PENDING') return payment;
  const [failed] = await tx
    .update(payments)
    .set({ status: 'FAILED', providerData: { ...payment.providerData, reason }, updatedAt: serverNow() })
    .where(eq(payments.id, payment.id))
    .returning();
  return failed!;
}

/**
 * The provider cancelled a performed payment (a refund): the payment becomes REFUNDED, its
 * purchases stop opening play, a guest's access ends now, and the learner is told (notification
 * and email). Only a COMPLETED payment changes. `by`: the provider that cancelled it, or an admin
 * recording a refund the provider made outside its callbacks (any provider's: see payment-refund.ts).
 */
export async function refundPayment(
  tx: Db,
  payment: PaymentRow,
  by: PaymentProviderName | 'admin',
  reason: string,
) {
  if (by !== 'admin') assertOpenedWith(payment, by);
  if (payment.status !== 'COMPLETED') return payment;
  const now = serverNow();
  const [refunded] = await tx
    .update(payments)
    .set({
      status: 'REFUNDED',
      refundedAt: now,
      updatedAt: now,
      providerData: { ...payment.providerData, reason },
    })
    .where(eq(payments.id, payment.id))
    .returning();
  const revoked = await tx
    .update(purchases)
    .set({ paymentStatus: 'REFUNDED' })
    .where(and(eq(purchases.paymentId, payment.id), eq(purchases.paymentStatus, 'COMPLETED')))
    .returning({ id: purchases.id, userId: purchases.userId });
  const purchaseIds = revoked.map((row) => row.id);
  if (purchaseIds.length > 0) {
    await tx.update(guestAccess).set({ expiresAt: now }).where(inArray(guestAccess.purchaseId, purchaseIds));
  }
  await tellRefunded(tx, payment, revoked[0]?.userId ?? payment.userId);
  return refunded!;
}

async function tellRefunded(tx: Db, payment: PaymentRow, userId: string | null) {
  const t = () => uz.notifications;
  const amount = () => formatSum(payment.amount);
  if (userId) {
    await createNotification(tx, {
      userId,
      type: 'payment_refunded',
      text: () => ({ title: t().refundTitle, message: t().refundMessage(amount()) }),
      metadata: { paymentId: payment.id, quizIds: payment.items.map((item) => item.quizId) },
    });
  }
  const [user] = userId
    ? await tx
        .select({ email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
    : [];
  const guest = payment.guestEmail && {
    email: payment.guestEmail,
    language: payment.guestLanguage ?? DEFAULT_LANGUAGE,
  };
  const to = user ?? guest;
  if (to)
    await queueSiteEmail(tx, to, () => ({
      subject: t().refundTitle,
      paragraphs: [t().refundMessage(amount())],
      link: { label: t().refundButton, path: '/quizzes' },
    }));
}

export interface CallbackRecord {
  provider: string;
  operation: string;
  paymentId?: string | null;
  externalId?: string | null;
  request: string;
  response: unknown;
  httpStatus: number;
  ipAddress?: string | null;
}

/**
 * Every callback, raw, with our answer: the books and any dispute read these. PostgreSQL text
 * cannot hold NUL, so a NUL byte is kept as U+FFFD; everything else is stored as received.
 */
export async function recordCallback(db: Db, record: CallbackRecord) {
  const paymentId = record.paymentId && isUuid(record.paymentId) ? record.paymentId : null;
  await db
    .insert(paymentCallbacks)
    .values({ ...record, paymentId, request: record.request.replaceAll('\u0000', '\uFFFD') });
}

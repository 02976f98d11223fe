import { and, eq, inArray } from 'drizzle-orm';
import { formatPrice, formatSum } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { cartItems, guestAccess, paymentCallbacks, payments, purchases, users } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { guestPaymentBlocker } from '../guest/guest-duplicates';
import { isGuestPayment, recordGuestPurchase } from '../guest/guest-purchase';
import { queuePurchaseReceipt, queueSiteEmail } from '../mail/notification-emails';
import { createNotification } from '../notifications/notifications.service';
import { ownedAmong } from '../purchases/ownership';

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
 * Why money must not be taken for this payment now, or null when it may: it is already paid or
 * refunded, or every quiz in it has been bought or claimed meanwhile (a guest's: that email's
 * access to the quiz is open through another payment).
 * Providers ask this before they reserve money (Payme Check/Create, Click Prepare, Uzum check/create).
 */
export async function paymentBlocker(
  tx: Db,
  payment: PaymentRow,
): Promise<'ALREADY_PAID' | 'REFUNDED' | 'ALREADY_OWNED' | null> {
  if (payment.status === 'COMPLETED') return 'ALREADY_PAID';
  if (payment.status === 'REFUNDED') return 'REFUNDED';
  if (!payment.userId) return guestPaymentBlocker(tx, payment);
  const quizIds = payment.items.map((item) => item.quizId);
  const owned = await ownedAmong(tx, payment.userId, quizIds);
  return quizIds.length > 0 && quizIds.every((id) => owned.has(id)) ? 'ALREADY_OWNED' : null;
}

/**
 * The money was taken: the payment becomes COMPLETED, every quiz in it gets a COMPLETED purchase,
 * those quizzes leave the cart, and the learner gets a notification and a receipt (a guest: the
 * 24-hour access, see recordGuestPurchase). A PENDING or FAILED payment completes (a provider's
 * later success after a failed try is real money); a COMPLETED or REFUNDED one is returned as is.
 * Call inside the transaction that locked the payment.
 */
export async function grantPayment(tx: Db, payment: PaymentRow, providerTransactionId: string) {
  if (payment.status !== 'PENDING' && payment.status !== 'FAILED') return payment;
  const now = serverNow();
  const [completed] = await tx
    .update(payments)
    .set({ status: 'COMPLETED', providerTransactionId, completedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (isGuestPayment(payment)) {
    await recordGuestPurchase(tx, payment, now);
    return completed!;
  }
  const quizIds = payment.items.map((item) => item.quizId);
  await tx
    .insert(purchases)
    .values(
      payment.items.map((item) => ({
        userId: payment.userId,
        quizId: item.quizId,
        paymentId: payment.id,
        amount: item.price,
        paymentMethod: payment.method,
        paymentStatus: 'COMPLETED',
        transactionId: providerTransactionId,
        purchasedAt: now,
      })),
    )
    .onConflictDoNothing();
  if (payment.userId) {
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, payment.userId), inArray(cartItems.quizId, quizIds)));
    await createNotification(tx, {
      userId: payment.userId,
      type: 'purchase_made',
      title: uz.notifications.purchaseTitle,
      message: uz.notifications.purchaseMessage(quizIds.length, formatPrice(payment.amount)),
      metadata: { paymentId: payment.id, quizIds, amount: payment.amount },
    });
    await queuePurchaseReceipt(tx, payment.userId, quizIds, payment.amount);
  }
  return completed!;
}

/** The provider reported that no money was taken: a PENDING payment becomes FAILED. */
export async function failPayment(tx: Db, payment: PaymentRow, reason: string) {
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
 * and email). Only a COMPLETED payment changes.
 */
export async function refundPayment(tx: Db, payment: PaymentRow, reason: string) {
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
  const t = uz.notifications;
  const amount = formatSum(payment.amount);
  if (userId) {
    await createNotification(tx, {
      userId,
      type: 'payment_refunded',
      title: t.refundTitle,
      message: t.refundMessage(amount),
      metadata: { paymentId: payment.id, quizIds: payment.items.map((item) => item.quizId) },
    });
  }
  const [user] = userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, userId))
    : [];
  const to = user?.email ?? payment.guestEmail;
  if (to)
    await queueSiteEmail(tx, to, t.refundTitle, [t.refundMessage(amount)], {
      label: t.refundButton,
      path: '/quizzes',
    });
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

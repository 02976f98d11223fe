import { and, eq, inArray } from 'drizzle-orm';
import { formatPrice } from '../../../shared/i18n/format';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { cartItems, purchases } from '../../db/schema';
import { queuePurchaseReceipt } from '../mail/notification-emails';
import { createNotification } from '../notifications/notifications.service';
import type { PaymentRow } from '../payments/payment-ledger';

/**
 * The learner's side of a completed payment (registered with payments' purchaseGrants): a
 * COMPLETED purchase of every quiz in it, those quizzes out of the cart, a notification and a receipt.
 */
export async function recordLearnerPurchases(
  tx: Db,
  payment: PaymentRow,
  { transactionId, now }: { transactionId: string; now: Date },
) {
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
        transactionId,
        purchasedAt: now,
      })),
    )
    .onConflictDoNothing();
  if (!payment.userId) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, payment.userId), inArray(cartItems.quizId, quizIds)));
  await createNotification(tx, {
    userId: payment.userId,
    type: 'purchase_made',
    text: () => ({
      title: uz.notifications.purchaseTitle,
      message: uz.notifications.purchaseMessage(quizIds.length, formatPrice(payment.amount)),
    }),
    metadata: { paymentId: payment.id, quizIds, amount: payment.amount },
  });
  await queuePurchaseReceipt(tx, payment.userId, quizIds, payment.amount);
}

import { and, eq } from 'drizzle-orm';
import type { AdminPaymentDetail } from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { AppError, notFound } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { lockPayment, type PaymentRow, refundPayment } from '../payments/payment-ledger';
import { adminPaymentDetail } from './payment-detail';

/**
 * The admin records a refund the provider made outside a callback: Click's SHOP API has no refund
 * call (the money goes back in Click's cabinet or through its reversal API), and a Payme or Uzum
 * refund made by hand may never be reported. The ledger's refundPayment takes the access away and
 * tells the learner, exactly as a provider's cancel after perform does. Only a COMPLETED payment
 * (409 PAYMENT_NOT_REFUNDABLE otherwise); the payment row is locked, so two admins (or an admin and
 * a provider's cancel) racing refund it once.
 */
export async function recordAdminRefund(
  db: Db,
  actor: AuditActor,
  paymentId: string,
  reason: string,
): Promise<AdminPaymentDetail> {
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw notFound('PAYMENT_NOT_FOUND');
    if (payment.status !== 'COMPLETED') throw new AppError(409, 'PAYMENT_NOT_REFUNDABLE');
    await refundPayment(tx, payment, 'admin', `admin: ${reason}`);
    const transactionId = await markTransactionRefunded(tx, payment, actor, reason);
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      entityType: 'payment',
      entityId: payment.id,
      changes: {
        status: { from: payment.status, to: 'REFUNDED' },
        reason,
        provider: payment.provider,
        amount: payment.amount,
        providerTransactionId: transactionId,
      },
    });
  });
  return adminPaymentDetail(db, paymentId);
}

/**
 * The payment's live PERFORMED provider transaction becomes REFUNDED. Its provider `state` stays
 * what the provider last said (the provider itself never reported this refund); `data` keeps who
 * recorded it, when and why. Returns its external id, or null when the payment has none (demo).
 */
async function markTransactionRefunded(tx: Db, payment: PaymentRow, actor: AuditActor, reason: string) {
  const [performed] = await tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.paymentId, payment.id), eq(paymentTransactions.status, 'PERFORMED')))
    .for('update');
  if (!performed) return null;
  const now = serverNow();
  await tx
    .update(paymentTransactions)
    .set({
      status: 'REFUNDED',
      cancelledAt: now,
      data: {
        ...performed.data,
        adminRefund: { adminId: actor.id, adminEmail: actor.email, reason, recordedAt: now.toISOString() },
      },
    })
    .where(eq(paymentTransactions.id, performed.id));
  return performed.externalId;
}

import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type AdminPaymentDetail,
  CALLBACK_LIMIT,
  type PaymentCallback,
  type ProviderTransaction,
} from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { paymentCallbacks, payments, paymentTransactions, quizzes } from '../../db/schema';
import { isoTime } from '../../lib/person-sql';
import { notFound } from '../../plugins/errors';
import { PAYMENT_TABLE, type PaymentRow, toAdminPayment } from './payment-rows';

const isoOrNull = (value: Date | null) => (value ? isoTime(value) : null);

/** One payment with its items, every provider transaction and its raw callbacks (oldest first). */
export async function adminPaymentDetail(db: Db, paymentId: string): Promise<AdminPaymentDetail> {
  const { rows } = await db.execute<PaymentRow>(
    sql`select ${PAYMENT_TABLE.columns} ${PAYMENT_TABLE.from} where p.id = ${paymentId}`,
  );
  const row = rows[0];
  if (!row) throw notFound('PAYMENT_NOT_FOUND');
  const [[payment], transactions, callbacks] = await Promise.all([
    db.select().from(payments).where(eq(payments.id, paymentId)),
    db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.paymentId, paymentId))
      .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id)),
    db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, paymentId))
      .orderBy(asc(paymentCallbacks.createdAt), asc(paymentCallbacks.id))
      .limit(CALLBACK_LIMIT),
  ]);
  const items = payment!.items;
  const titles = items.length
    ? await db
        .select({ id: quizzes.id, title: quizzes.title })
        .from(quizzes)
        .where(
          inArray(
            quizzes.id,
            items.map((item) => item.quizId),
          ),
        )
    : [];
  const titleOf = new Map(titles.map((quiz) => [quiz.id, quiz.title]));
  return {
    payment: {
      ...toAdminPayment(row),
      items: items.map((item) => ({ ...item, title: titleOf.get(item.quizId) ?? '' })),
      guestPhone: payment!.guestPhone,
    },
    transactions: transactions.map(toProviderTransaction),
    callbacks: callbacks.map(toCallback),
  };
}

function toProviderTransaction(t: typeof paymentTransactions.$inferSelect): ProviderTransaction {
  return {
    externalId: t.externalId,
    status: t.status,
    state: t.state,
    amountTiyin: t.amountTiyin,
    providerTime: isoOrNull(t.providerTime),
    createdAt: isoTime(t.createdAt),
    performedAt: isoOrNull(t.performedAt),
    cancelledAt: isoOrNull(t.cancelledAt),
    reason: t.reason,
  };
}

function toCallback(c: typeof paymentCallbacks.$inferSelect): PaymentCallback {
  return {
    id: c.id,
    operation: c.operation,
    externalId: c.externalId,
    request: c.request,
    response: c.response ?? null,
    httpStatus: c.httpStatus,
    ipAddress: c.ipAddress,
    createdAt: isoTime(c.createdAt),
  };
}

import type { Db } from '../../db/client';
import { paymentCallbacks, payments, paymentTransactions } from '../../db/schema';

type PaymentValues = Partial<typeof payments.$inferInsert> & {
  amount: number;
  items: { quizId: string; price: number }[];
};
/** A payment row as a provider's checkout leaves it (PENDING Payme unless said). */
export async function insertPayment(db: Db, values: PaymentValues) {
  const [row] = await db
    .insert(payments)
    .values({ provider: 'payme', method: 'PAYME', status: 'PENDING', ...values })
    .returning();
  return row!;
}

type TransactionValues = Partial<typeof paymentTransactions.$inferInsert> & {
  paymentId: string;
  externalId: string;
  state: string;
  status: string;
  amountTiyin: number;
};
/** A provider transaction; Payme's `time` and our creation time are now unless said. */
export async function insertTransaction(db: Db, values: TransactionValues) {
  const now = new Date();
  const [row] = await db
    .insert(paymentTransactions)
    // Payme keeps the account it sent (order_id = our payment id): GetStatement lists it
    .values({
      provider: 'payme',
      providerTime: now,
      createdAt: now,
      data: { account: { order_id: values.paymentId } },
      ...values,
    })
    .returning();
  return row!;
}

export async function insertCallback(
  db: Db,
  values: Partial<typeof paymentCallbacks.$inferInsert> & { paymentId: string; request: string },
) {
  const [row] = await db
    .insert(paymentCallbacks)
    .values({
      provider: 'payme',
      operation: 'CheckTransaction',
      httpStatus: 200,
      response: { result: {} },
      ...values,
    })
    .returning();
  return row!;
}

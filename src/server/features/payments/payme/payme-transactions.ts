import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransactions } from '../../../db/schema';
import { serverNow } from '../../../lib/clock';
import { lockPayment, type PaymentRow } from '../payment-ledger';

/** Payme's rows in payment_transactions, their states, and the results Payme reads from them. */
export const PAYME = 'payme';

/** Payme cancels what is not performed within 12 hours of its own `time`. */
export const PAYME_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const REASON_TIMEOUT = 4;

export const PAYME_STATE = { CREATED: 1, PERFORMED: 2, CANCELLED: -1, REFUNDED: -2 } as const;
export type PaymeState = (typeof PAYME_STATE)[keyof typeof PAYME_STATE];

export type PaymeTransaction = typeof paymentTransactions.$inferSelect;

export async function findPaymeTransaction(tx: Db, externalId: string, forUpdate = false) {
  const query = tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, PAYME), eq(paymentTransactions.externalId, externalId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * A Payme transaction and its payment, both locked: the payment first (every callback takes that
 * lock first, so two callbacks never wait on each other in opposite order), then the row.
 */
export async function lockPaymeTransaction(
  tx: Db,
  externalId: string,
): Promise<{ payment: PaymentRow; row: PaymeTransaction } | undefined> {
  const seen = await findPaymeTransaction(tx, externalId);
  if (!seen) return undefined;
  const payment = await lockPayment(tx, seen.paymentId);
  const row = await findPaymeTransaction(tx, externalId, true);
  return payment && row ? { payment, row } : undefined;
}

/** A live transaction (created or performed) of this payment, if any: the order is busy. */
export async function liveTransactionOf(tx: Db, paymentId: string) {
  const rows = await tx
    .select({ externalId: paymentTransactions.externalId, status: paymentTransactions.status })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymentId, paymentId));
  return rows.find((row) => row.status === 'CREATED' || row.status === 'PERFORMED');
}

export async function insertPaymeTransaction(
  tx: Db,
  values: { paymentId: string; externalId: string; time: number; amountTiyin: number; account: unknown },
) {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({
      paymentId: values.paymentId,
      provider: PAYME,
      externalId: values.externalId,
      status: 'CREATED',
      state: String(PAYME_STATE.CREATED),
      amountTiyin: values.amountTiyin,
      providerTime: new Date(values.time),
      createdAt: serverNow(),
      data: { account: values.account },
    })
    .returning();
  return row!;
}

type Change = Pick<PaymeTransaction, 'status' | 'state'> & Partial<PaymeTransaction>;

export async function updatePaymeTransaction(tx: Db, row: PaymeTransaction, change: Change) {
  const [updated] = await tx
    .update(paymentTransactions)
    .set(change)
    .where(eq(paymentTransactions.id, row.id))
    .returning();
  return updated!;
}

export const isExpired = (row: PaymeTransaction) =>
  serverNow().getTime() - (row.providerTime ?? row.createdAt).getTime() >= PAYME_TIMEOUT_MS;

/** Payme's timeout rule: a created transaction past 12 hours is cancelled with reason 4. */
export const cancelExpired = (tx: Db, row: PaymeTransaction) =>
  updatePaymeTransaction(tx, row, {
    status: 'CANCELLED',
    state: String(PAYME_STATE.CANCELLED),
    reason: REASON_TIMEOUT,
    cancelledAt: serverNow(),
  });

export const stateOf = (row: PaymeTransaction) => Number(row.state) as PaymeState;
const ms = (time: Date | null) => time?.getTime() ?? 0;

export const createResult = (row: PaymeTransaction) => ({
  create_time: ms(row.createdAt),
  transaction: row.id,
  state: stateOf(row),
  receivers: null,
});

export const performResult = (row: PaymeTransaction) => ({
  transaction: row.id,
  perform_time: ms(row.performedAt),
  state: stateOf(row),
});

export const cancelResult = (row: PaymeTransaction) => ({
  transaction: row.id,
  cancel_time: ms(row.cancelledAt),
  state: stateOf(row),
});

export const checkResult = (row: PaymeTransaction) => ({
  create_time: ms(row.createdAt),
  perform_time: ms(row.performedAt),
  cancel_time: ms(row.cancelledAt),
  transaction: row.id,
  state: stateOf(row),
  reason: row.reason,
});

export const statementRow = (row: PaymeTransaction) => ({
  id: row.externalId,
  time: ms(row.providerTime),
  amount: row.amountTiyin,
  account: ((row.data?.account as Record<string, unknown> | undefined) ?? {}) as Record<string, unknown>,
  ...checkResult(row),
  receivers: null,
});

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransactions } from '../../../db/schema';
import { serverNow } from '../../../lib/clock';
import { failPayment, type PaymentRow } from '../payment-ledger';
import type { UzumStatus } from './uzum-schemas';

export type UzumTransaction = typeof paymentTransactions.$inferSelect;

const PROVIDER = 'uzum';
/** Uzum: a transaction not confirmed within 30 minutes of its creation has failed. */
export const UZUM_CONFIRM_WINDOW_MS = 30 * 60 * 1000;

const byTransId = (transId: string) =>
  and(eq(paymentTransactions.provider, PROVIDER), eq(paymentTransactions.externalId, transId));

/** The transaction without a lock: only to learn which payment to lock first. */
export async function findTransaction(db: Db, transId: string): Promise<UzumTransaction | undefined> {
  const [row] = await db.select().from(paymentTransactions).where(byTransId(transId));
  return row;
}

/** The transaction, locked until the transaction ends (after its payment was locked). */
export async function lockTransaction(tx: Db, transId: string): Promise<UzumTransaction | undefined> {
  const [row] = await tx.select().from(paymentTransactions).where(byTransId(transId)).for('update');
  return row;
}

/** The payment's CREATED or CONFIRMED Uzum transaction, if any (at most one: a partial unique index). */
export async function liveTransactionOf(tx: Db, paymentId: string): Promise<UzumTransaction | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.paymentId, paymentId),
        inArray(paymentTransactions.status, ['CREATED', 'PERFORMED']),
      ),
    )
    .for('update');
  return row;
}

export async function insertCreated(
  tx: Db,
  values: { paymentId: string; transId: string; amountTiyin: number; providerTime: Date },
): Promise<UzumTransaction> {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({
      paymentId: values.paymentId,
      provider: PROVIDER,
      externalId: values.transId,
      status: 'CREATED',
      state: 'CREATED' satisfies UzumStatus,
      amountTiyin: values.amountTiyin,
      providerTime: values.providerTime,
      createdAt: serverNow(),
    })
    .returning();
  return row!;
}

async function update(tx: Db, row: UzumTransaction, set: Partial<UzumTransaction>) {
  const [updated] = await tx
    .update(paymentTransactions)
    .set(set)
    .where(eq(paymentTransactions.id, row.id))
    .returning();
  return updated!;
}

export const markConfirmed = (tx: Db, row: UzumTransaction, details: Record<string, unknown>) =>
  update(tx, row, {
    status: 'PERFORMED',
    state: 'CONFIRMED' satisfies UzumStatus,
    performedAt: serverNow(),
    data: { ...row.data, ...details },
  });

/** Reversed before confirm: nothing was taken (CANCELLED); after: a refund (REFUNDED). */
/** Uzum's own state decides: a confirmed one was a refund (also when an admin recorded it first). */
export const markReversed = (tx: Db, row: UzumTransaction) =>
  update(tx, row, {
    status: row.state === 'CONFIRMED' ? 'REFUNDED' : 'CANCELLED',
    state: 'REVERSED' satisfies UzumStatus,
    cancelledAt: serverNow(),
  });

export const isStale = (row: UzumTransaction, now = serverNow()) =>
  row.state === 'CREATED' && now.getTime() - row.createdAt.getTime() >= UZUM_CONFIRM_WINDOW_MS;

/**
 * A CREATED transaction past its 30 minutes becomes FAILED when next touched, and its payment
 * FAILED too (still payable by a new transaction). Any other transaction is returned unchanged.
 */
export async function failIfStale(tx: Db, row: UzumTransaction, payment: PaymentRow) {
  if (!isStale(row)) return row;
  const failed = await update(tx, row, {
    status: 'CANCELLED',
    state: 'FAILED' satisfies UzumStatus,
    cancelledAt: serverNow(),
  });
  await failPayment(tx, payment, 'uzum', 'uzum: not confirmed within 30 minutes');
  return failed;
}

export const uzumStatusOf = (row: UzumTransaction) => row.state as UzumStatus;

import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransactions } from '../../../db/schema';
import { serverNow } from '../../../lib/clock';
import type { PaymentRow } from '../payment-ledger';
import type { ClickRequest } from './click-request';

export type ClickTransaction = typeof paymentTransactions.$inferSelect;

/** Click's own states, kept in payment_transactions.state beside the neutral status. */
const STATE = { PREPARED: 'PREPARED', COMPLETED: 'COMPLETED', CANCELLED: 'CANCELLED' } as const;

const CLICK = 'click';

/** The row of one click_trans_id, locked until the transaction ends (the double-pay guard). */
export async function findClickTransaction(
  tx: Db,
  clickTransId: string,
): Promise<ClickTransaction | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, CLICK), eq(paymentTransactions.externalId, clickTransId)))
    .for('update');
  return row;
}

/**
 * merchant_prepare_id: a random integer from 1 to 2^31 - 1 (Click's documentation types it as an
 * int), chosen at Prepare and kept in the row's data. Click sends it back on Complete, where it must
 * match the one given for that click_trans_id (-6 otherwise). It is our Complete's
 * merchant_confirm_id too.
 */
export const prepareIdOf = (row: ClickTransaction) => Number(row.data?.merchantPrepareId);

/**
 * A Prepare that opens a new click_trans_id while an older one of the same payment is still only
 * prepared (the payer started again on Click's page): the older one is cancelled, so only the
 * newest can complete. Click hears -9 if the older one ever sends Complete, and returns its money.
 */
export async function supersedeLiveTransaction(tx: Db, paymentId: string) {
  await tx
    .update(paymentTransactions)
    .set({ status: 'CANCELLED', state: STATE.CANCELLED, cancelledAt: serverNow() })
    .where(
      and(
        eq(paymentTransactions.paymentId, paymentId),
        eq(paymentTransactions.provider, CLICK),
        eq(paymentTransactions.status, 'CREATED'),
      ),
    );
}

export async function insertPreparedTransaction(tx: Db, payment: PaymentRow, request: ClickRequest) {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({
      paymentId: payment.id,
      provider: CLICK,
      externalId: request.click_trans_id,
      status: 'CREATED',
      state: STATE.PREPARED,
      amountTiyin: payment.amount * 100,
      createdAt: serverNow(),
      data: {
        merchantPrepareId: randomInt(1, 2 ** 31 - 1),
        clickPaydocId: request.click_paydoc_id,
        signTime: request.sign_time,
      },
    })
    .returning();
  return row!;
}

/** Click reported an error (or we refused to deliver): this transaction will never complete. */
export async function cancelClickTransaction(tx: Db, row: ClickTransaction, clickError: number | null) {
  await tx
    .update(paymentTransactions)
    .set({ status: 'CANCELLED', state: STATE.CANCELLED, cancelledAt: serverNow(), reason: clickError })
    .where(eq(paymentTransactions.id, row.id));
}

export async function performClickTransaction(tx: Db, row: ClickTransaction) {
  await tx
    .update(paymentTransactions)
    .set({ status: 'PERFORMED', state: STATE.COMPLETED, performedAt: serverNow() })
    .where(eq(paymentTransactions.id, row.id));
}

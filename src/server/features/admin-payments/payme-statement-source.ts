import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentTransactions } from '../../db/schema';

/** One transaction as Payme's GetStatement lists it (research notes, section 1). */
export type PaymeStatementTransaction = {
  id: string;
  time: number;
  amount: number;
  account: { order_id: string };
  create_time: number;
  perform_time: number;
  cancel_time: number;
  transaction: string;
  state: number;
  reason: number | null;
};

/**
 * What our GetStatement answers Payme for [fromMs, toMs): the Payme transactions we created, by
 * Payme's `time`, ascending. This is Payme's view of our books, so the reconciliation compares it
 * with our payments. (Until the Payme method's own paymeStatement lands, this reads the same rows.)
 */
export async function paymeStatementRows(
  db: Db,
  fromMs: number,
  toMs: number,
): Promise<PaymeStatementTransaction[]> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.provider, 'payme'),
        gte(paymentTransactions.providerTime, new Date(fromMs)),
        lt(paymentTransactions.providerTime, new Date(toMs)),
      ),
    )
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.id));
  return rows.map((row) => ({
    id: row.externalId,
    time: row.providerTime!.getTime(),
    amount: row.amountTiyin,
    account: { order_id: row.paymentId },
    create_time: row.createdAt.getTime(),
    perform_time: row.performedAt?.getTime() ?? 0,
    cancel_time: row.cancelledAt?.getTime() ?? 0,
    transaction: row.id,
    state: Number(row.state),
    reason: row.reason,
  }));
}

import type { Db } from '../../db/client';
import { ORDER_FIELD } from '../payments/payme/payme-rpc';
import { paymeStatement } from '../payments/payme/payme-statement';

/** One transaction as our GetStatement answers Payme, with the order id it names (our payment id). */
export type StatementTransaction = Awaited<ReturnType<typeof paymeStatement>>[number] & { orderId: string };

/**
 * What our GetStatement answers Payme for [fromMs, toMs): the Payme transactions we created, by
 * Payme's `time`, ascending. This is Payme's view of our books, so the reconciliation compares it
 * with our payments.
 */
export async function paymeStatementRows(
  db: Db,
  fromMs: number,
  toMs: number,
): Promise<StatementTransaction[]> {
  // paymeStatement takes both ends inclusive, as Payme's GetStatement does
  const rows = await paymeStatement(db, fromMs, toMs - 1);
  return rows.map((row) => ({ ...row, orderId: String(row.account[ORDER_FIELD] ?? '') }));
}

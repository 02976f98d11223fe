import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransactions } from '../../../db/schema';
import type { PaymeStatementRow } from './payme-schemas';
import { PAYME, statementRow } from './payme-transactions';

/**
 * Payme's GetStatement rows: every transaction we created whose Payme `time` lies in [from, to]
 * (ms, both ends included), oldest first. The admin reconciliation page reads the same rows.
 */
export async function paymeStatement(db: Db, fromMs: number, toMs: number): Promise<PaymeStatementRow[]> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.provider, PAYME),
        gte(paymentTransactions.providerTime, new Date(fromMs)),
        lte(paymentTransactions.providerTime, new Date(toMs)),
      ),
    )
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.externalId));
  return rows.map(statementRow);
}

import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentTransactions } from '../../../db/schema';
import type { PaymeStatementRow } from './payme-schemas';
import { PAYME, statementRow } from './payme-transactions';

const MAX_DATE_MS = 8_640_000_000_000_000;

/**
 * Payme's GetStatement rows: every transaction we created whose Payme `time` lies in [from, to]
 * (ms, both ends included), oldest first. The admin reconciliation page reads the same rows.
 */
export async function paymeStatement(db: Db, fromMs: number, toMs: number): Promise<PaymeStatementRow[]> {
  if (Number.isNaN(fromMs) || Number.isNaN(toMs)) return [];
  // Payme's times are after 1970; bounds past what a Date holds (or before year 1) mean "all"
  const from = Math.max(fromMs, 0);
  const to = Math.min(toMs, MAX_DATE_MS);
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.provider, PAYME),
        gte(paymentTransactions.providerTime, new Date(from)),
        lte(paymentTransactions.providerTime, new Date(to)),
      ),
    )
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.externalId));
  return rows.map(statementRow);
}

import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/i18n/format';
import type { AdminPayment, PaymentFilters } from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { CSV_BOM, type CsvCell, csvLine, inertText } from '../admin-results/csv';
import { paymentExportTexts as t } from './export-texts';
import {
  PAYMENT_COLUMNS,
  PAYMENT_FROM,
  PAYMENT_ORDER,
  type PaymentRow,
  paymentConditions,
  toAdminPayment,
} from './payment-rows';

const BATCH_SIZE = 500;

/** 2026-03-02 14:05:09 in Tashkent: a form Excel recognises as a date and time. */
const tashkentTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** The file name with the export's day in Tashkent, e.g. tolovlar-2026-03-02.csv. */
export function paymentsFileName(now = new Date()): string {
  return `tolovlar-${tashkentTime.format(now).slice(0, 10)}.csv`;
}

/**
 * The filtered payments as CSV (the results export's format: BOM, commas, CRLF, inert formulas),
 * newest first, read in keyset-paged batches so only one batch is in memory. The cursor keeps
 * created_at as text: a JS Date would drop the microseconds and skip or repeat rows.
 */
export async function* paymentsCsv(
  db: Db,
  filters: PaymentFilters,
  batchSize = BATCH_SIZE,
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(t.header);
  const where = paymentConditions(filters);
  let cursor: { at: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? sql`and (p.created_at, p.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const { rows } = await db.execute<PaymentRow & { cursor_at: string }>(
      sql`select ${PAYMENT_COLUMNS}, p.created_at::text as cursor_at ${PAYMENT_FROM}
        where ${where} ${after} ${PAYMENT_ORDER} limit ${batchSize}`,
    );
    if (rows.length > 0) yield rows.map((row) => csvLine(csvCells(toAdminPayment(row)))).join('');
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursor_at, id: last.id };
  }
}

const time = (iso: string | null) => (iso ? tashkentTime.format(new Date(iso)) : null);

function csvCells(payment: AdminPayment): CsvCell[] {
  const { payer } = payment;
  return [
    payment.id,
    time(payment.createdAt),
    time(payment.completedAt),
    time(payment.refundedAt),
    payment.provider,
    payment.method,
    payment.status,
    payment.amount,
    inertText(payer.type === 'deleted' ? t.deletedUser : payer.name),
    inertText(payer.email),
    payer.type === 'guest' ? t.guest : payer.type === 'user' ? t.user : t.deletedUser,
    inertText(payment.quizTitles.join('; ')),
    inertText(payment.transactions.map((tx) => `${tx.externalId} (${tx.status}, ${tx.state})`).join('; ')),
  ];
}

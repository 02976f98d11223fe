import type { AdminPayment, PaymentFilters } from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { datedCsvName, keysetCsv, tashkentTime } from '../../lib/admin-table';
import { type CsvCell, inertText } from '../../lib/csv';
import { paymentExportTexts as t } from './export-texts';
import { PAYMENT_TABLE, type PaymentRow, paymentConditions, toAdminPayment } from './payment-rows';

const BATCH_SIZE = 500;

/** The file name with the export's day in Tashkent, e.g. tolovlar-2026-03-02.csv. */
export const paymentsFileName = (now = new Date()) => datedCsvName('tolovlar', now);

/** The filtered payments as CSV (the results export's format), newest first, batch by batch. */
export function paymentsCsv(db: Db, filters: PaymentFilters, batchSize = BATCH_SIZE): AsyncGenerator<string> {
  const cells = (row: PaymentRow) => csvCells(toAdminPayment(row));
  return keysetCsv(db, PAYMENT_TABLE, paymentConditions(filters), { header: t.header, cells, batchSize });
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

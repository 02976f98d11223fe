import { adminExportTexts as t } from '../../../shared/i18n/admin-exports';
import type { AdminPayment, PaymentFilters } from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { datedCsvName, keysetCsv, tashkentTime } from '../../lib/admin-table';
import { type CsvCell, inertText } from '../../lib/csv';
import { currentLanguage, inLanguage } from '../../plugins/language';
import { PAYMENT_TABLE, type PaymentRow, paymentConditions, toAdminPayment } from './payment-rows';

const BATCH_SIZE = 500;

/** The file name with the export's day in Tashkent, e.g. tolovlar-2026-03-02.csv. */
export const paymentsFileName = (now = new Date()) => datedCsvName('tolovlar', now);

/** The filtered payments as CSV (the results export's format), newest first, in the request's language. */
export function paymentsCsv(db: Db, filters: PaymentFilters, batchSize = BATCH_SIZE): AsyncGenerator<string> {
  const language = currentLanguage();
  const cells = (row: PaymentRow) => inLanguage(language, () => csvCells(toAdminPayment(row)));
  const header = [...t.payments.header];
  return keysetCsv(db, PAYMENT_TABLE, paymentConditions(filters), { header, cells, batchSize });
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
    inertText(payer.type === 'deleted' ? t.learner.deletedUser : payer.name),
    inertText(payer.email),
    payer.type === 'guest' ? t.learner.guest : payer.type === 'user' ? t.learner.user : t.learner.deletedUser,
    inertText(payment.quizTitles.join('; ')),
    inertText(payment.transactions.map((tx) => `${tx.externalId} (${tx.status}, ${tx.state})`).join('; ')),
  ];
}

import { downloadFile } from '@web/lib/download-file';
import { type PaymentListParams, paymentFilterQuery } from '../payment-list-params';

/** GET /api/admin/payments/export.csv with the page's filters (no paging: every matching payment). */
export const exportPaymentsPath = (params: PaymentListParams) => {
  const query = paymentFilterQuery(params).toString();
  return `/api/admin/payments/export.csv${query ? `?${query}` : ''}`;
};

export function downloadPaymentsCsv(params: PaymentListParams): Promise<string> {
  return downloadFile(exportPaymentsPath(params), { fallbackName: 'tolovlar.csv' });
}

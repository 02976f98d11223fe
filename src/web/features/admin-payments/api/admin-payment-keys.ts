import type { PaymentListParams } from '../payment-list-params';

/** This feature's query keys: under 'admin', so one call refreshes the admin panel. */
export const adminPaymentKeys = {
  list: (p: PaymentListParams) =>
    ['admin', 'payments', 'list', p.q, p.status, p.provider, p.method, p.from, p.to, p.page] as const,
  detail: (paymentId: string) => ['admin', 'payments', 'detail', paymentId] as const,
  reconciliation: (from: string, to: string) =>
    ['admin', 'payments', 'reconciliation', 'payme', from, to] as const,
};

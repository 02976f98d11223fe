import type { Reconciliation } from '@shared/schemas/admin-payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type PaymentListParams, reconciliationQueryString } from '../payment-list-params';
import { adminPaymentKeys } from './admin-payment-keys';

/** GET /api/admin/payments/reconciliation/payme: Payme's statement for the days next to our payments. */
export function useReconciliation(params: PaymentListParams) {
  const query = reconciliationQueryString(params);
  return useQuery({
    queryKey: adminPaymentKeys.reconciliation(params.reconcileFrom, params.reconcileTo),
    queryFn: ({ signal }) =>
      api.get<Reconciliation>(`/api/admin/payments/reconciliation/payme${query ? `?${query}` : ''}`, {
        signal,
      }),
  });
}

import type { AdminPaymentList } from '@shared/schemas/admin-payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type PaymentListParams, paymentListQueryString } from '../payment-list-params';
import { adminPaymentKeys } from './admin-payment-keys';

/** GET /api/admin/payments: one page of payments, newest first, filtered. */
export function getPayments(params: PaymentListParams, signal?: AbortSignal): Promise<AdminPaymentList> {
  return api.get<AdminPaymentList>(`/api/admin/payments?${paymentListQueryString(params)}`, { signal });
}

export const paymentsQueryOptions = (params: PaymentListParams) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(params),
    queryFn: ({ signal }) => getPayments(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function usePayments(params: PaymentListParams) {
  return useQuery(paymentsQueryOptions(params));
}

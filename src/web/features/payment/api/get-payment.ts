import type { PaymentResponse } from '@shared/schemas/storefront';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/payments/:paymentId: the owner's payment; anyone else's is 404 PAYMENT_NOT_FOUND. */
export function getPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentResponse> {
  return api.get<PaymentResponse>(`/api/payments/${encodeURIComponent(paymentId)}`, { signal });
}

export const paymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: queryKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
  });

import type { AdminPaymentDetail } from '@shared/schemas/admin-payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminPaymentKeys } from './admin-payment-keys';

/** GET /api/admin/payments/:id: the payment, its provider transactions and raw callbacks. */
export function usePaymentDetail(paymentId: string | null) {
  return useQuery({
    queryKey: adminPaymentKeys.detail(paymentId ?? ''),
    queryFn: ({ signal }) =>
      api.get<AdminPaymentDetail>(`/api/admin/payments/${encodeURIComponent(paymentId!)}`, { signal }),
    enabled: paymentId !== null,
  });
}

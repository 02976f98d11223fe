import type { AdminPaymentDetail, RefundPaymentBody } from '@shared/schemas/admin-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminPaymentKeys } from './admin-payment-keys';

/**
 * POST /api/admin/payments/:id/refund: records a refund made in the provider's cabinet; the
 * learner loses access to the payment's quizzes and is told. Answers the updated payment detail.
 */
export function refundPayment(paymentId: string, body: RefundPaymentBody): Promise<AdminPaymentDetail> {
  return api.post<AdminPaymentDetail>(`/api/admin/payments/${encodeURIComponent(paymentId)}/refund`, body);
}

export function useRefundPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => refundPayment(paymentId, { reason }),
    onSuccess: (detail) => queryClient.setQueryData(adminPaymentKeys.detail(paymentId), detail),
    // a refusal (409: refunded meanwhile) also means what is shown is stale: refresh either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'payments'] }),
  });
}

import type { DemoConfirmBody, DemoOutcome, PaymentResponse } from '@shared/schemas/storefront';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateStorefront, queryKeys } from '@web/lib/query-keys';

export type { DemoOutcome };

/** POST /api/payments/demo/:paymentId/confirm: the demo provider's callback, taken by its owner. */
export function confirmDemoPayment(paymentId: string, outcome: DemoOutcome): Promise<PaymentResponse> {
  return api.post<PaymentResponse>(`/api/payments/demo/${encodeURIComponent(paymentId)}/confirm`, {
    outcome,
  } satisfies DemoConfirmBody);
}

export function useConfirmDemoPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: DemoOutcome) => confirmDemoPayment(paymentId, outcome),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.payment(paymentId), data),
    onSettled: () => invalidateStorefront(queryClient),
  });
}

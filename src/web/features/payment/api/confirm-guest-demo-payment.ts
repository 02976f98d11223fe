import type { GuestDemoConfirmBody, GuestPaymentResponse } from '@shared/schemas/guest';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { guestPaymentKey } from './get-guest-payment';

/** POST /api/guest-checkout/payments/:paymentId/demo-confirm: the demo provider's callback for a guest. */
export function confirmGuestDemoPayment(
  paymentId: string,
  outcome: GuestDemoConfirmBody['outcome'],
): Promise<GuestPaymentResponse> {
  return api.post<GuestPaymentResponse>(
    `/api/guest-checkout/payments/${encodeURIComponent(paymentId)}/demo-confirm`,
    { outcome } satisfies GuestDemoConfirmBody,
  );
}

export function useConfirmGuestDemoPayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: GuestDemoConfirmBody['outcome']) => confirmGuestDemoPayment(paymentId, outcome),
    onSuccess: (data) => queryClient.setQueryData(guestPaymentKey(paymentId), data),
  });
}

import type { GuestPaymentResponse } from '@shared/schemas/guest';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export const guestPaymentKey = (paymentId: string) => ['guest-payments', paymentId] as const;

/** GET /api/guest-checkout/payments/:paymentId: a guest's payment, for the browser holding its cookie (else 404). */
export function getGuestPayment(paymentId: string, signal?: AbortSignal): Promise<GuestPaymentResponse> {
  return api.get<GuestPaymentResponse>(`/api/guest-checkout/payments/${encodeURIComponent(paymentId)}`, {
    signal,
  });
}

export const guestPaymentQueryOptions = (paymentId: string) =>
  queryOptions({
    queryKey: guestPaymentKey(paymentId),
    queryFn: ({ signal }) => getGuestPayment(paymentId, signal),
  });

import type { PaymentMethod } from '@shared/domain/storefront';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type CheckoutResponse = { paymentId: string; redirectUrl: string };

/**
 * POST /api/checkout: the server prices the cart and records a PENDING payment, then says where
 * to pay. 422 CART_EMPTY, or 422 PAYMENT_UNAVAILABLE while payments are switched off.
 */
export function startCheckout(method: PaymentMethod): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/api/checkout', { method });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

import type { CheckoutBody, CheckoutResponse } from '@shared/schemas/storefront';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * POST /api/checkout: the server prices the cart (or the one quiz bought now) and records a
 * PENDING payment, then says where to pay. 422 CART_EMPTY, or 422 PAYMENT_UNAVAILABLE while
 * payments are switched off.
 */
export function startCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/api/checkout', body);
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

import type { AddToCartBody, AddToCartResponse } from '@shared/schemas/storefront';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateStorefront } from '@web/lib/query-keys';

/** POST /api/cart: 201, or 409 CART_DUPLICATE, 422 ALREADY_OWNED / FREE_QUIZ_NOT_FOR_CART. */
export function addToCart(quizId: string): Promise<AddToCartResponse> {
  return api.post<AddToCartResponse>('/api/cart', { quizId } satisfies AddToCartBody);
}

/** Whatever the answer, the cart, its count and the detail's "in cart" may have changed. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => invalidateStorefront(queryClient),
  });
}

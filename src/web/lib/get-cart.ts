import type { CartResponse } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/cart: the signed-in user's cart with the total computed by the server (cart and payment pages share it). */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api.get<CartResponse>('/api/cart', { signal });
}

export const cartQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cart, queryFn: ({ signal }) => getCart(signal) });

export function useCart() {
  return useQuery(cartQueryOptions());
}

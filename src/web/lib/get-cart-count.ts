import type { CartCountResponse } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/cart/count: how many quizzes the signed-in user's cart holds (the header badge). */
export function getCartCount(signal?: AbortSignal): Promise<CartCountResponse> {
  return api.get<CartCountResponse>('/api/cart/count', { signal });
}

export const cartCountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cartCount, queryFn: ({ signal }) => getCartCount(signal) });

/** The live count for a signed-in user; 0 for guests (no request is made). */
export function useCartCount(signedIn: boolean): number {
  const { data } = useQuery({ ...cartCountQueryOptions(), enabled: signedIn });
  return signedIn ? (data?.count ?? 0) : 0;
}

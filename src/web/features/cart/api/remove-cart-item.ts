import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateStorefront } from '@web/lib/query-keys';

/** DELETE /api/cart/:itemId: 204; someone else's or a missing item is 404 CART_ITEM_NOT_FOUND. */
export function removeCartItem(itemId: string): Promise<void> {
  return api.delete<void>(`/api/cart/${encodeURIComponent(itemId)}`);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => invalidateStorefront(queryClient),
  });
}

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches what a live event says has changed. A plain invalidation is absorbed by a first fetch
 * still in flight (TanStack Query cancels a fetch in flight only when the query already has data),
 * and that fetch may have read before the change: the page would show the old state until the
 * next event. Fetches in flight are cancelled first, so what is shown was read after the event.
 */
export async function refetchChanged(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

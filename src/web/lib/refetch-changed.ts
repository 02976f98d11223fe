import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches what a live event says has changed. A plain invalidation is absorbed by a first fetch
 * still in flight (TanStack Query cancels a fetch in flight only when the query already has data),
 * and that fetch may have read before the change: the page would show the old state until the
 * next event. So the watched queries' fetches in flight are cancelled first, silently: whoever
 * awaits one (a fetchQuery) gets the new fetch's answer, read after the event. Queries nobody
 * watches are not refetched by the invalidation, so their fetches in flight are left alone.
 */
export function refetchChanged(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  // no await in between: the new fetch must replace the cancelled one before its callers hear of it
  void queryClient.cancelQueries({ queryKey, type: 'active' }, { silent: true });
  return queryClient.invalidateQueries({ queryKey });
}

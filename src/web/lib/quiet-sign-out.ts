import type { QueryClient } from '@tanstack/react-query';
import { connectLiveFeed, disconnectLiveFeed } from './realtime';

const isUserQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'me';

/**
 * Before the session ends: the live feed closes (its automatic reconnect would be refused with
 * 401) and the user's requests under way are cancelled and dropped, so nothing goes out with a
 * cookie the server is about to refuse. Returns what undoes it when the sign-out fails.
 */
export async function quietUserTraffic(queryClient: QueryClient): Promise<() => void> {
  disconnectLiveFeed();
  await queryClient.cancelQueries({ predicate: isUserQuery });
  queryClient.removeQueries({ predicate: isUserQuery });
  return connectLiveFeed;
}

/** After sign-out: what a guest sees is refetched; the user's own data is not asked for again. */
export function refreshGuestData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !isUserQuery(query) });
}

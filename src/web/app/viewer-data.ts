import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { getSessionState, subscribeSession } from '@web/lib/session-store';

/**
 * The server renders every page for a guest: a quiz's detail says "not owned, not in the cart".
 * Once the session shows someone signed in, the details read from the server's page are read
 * again with the person's cookie (their owned and in-cart flags).
 */
export function refetchViewerData(queryClient: QueryClient): void {
  const stop = subscribeSession(() => {
    const { user, isPending } = getSessionState();
    if (isPending) return;
    stop();
    if (user) void queryClient.invalidateQueries({ queryKey: queryKeys.quizDetails });
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshSession, useSessionUser } from './auth-client';
import { queryKeys } from './query-keys';
import { connectLiveFeed, disconnectLiveFeed, useLiveEvent } from './realtime';
import { refetchChanged } from './refetch-changed';

/**
 * Keeps the live feed open while signed in. Whenever the signed-in user changes (sign-in, sign-out, an expired session, another tab), the
 * previous user's data is dropped and what depends on the viewer (owned, in cart) is refetched.
 */
export function useSessionQuerySync(): void {
  const queryClient = useQueryClient();
  const { user, isPending } = useSessionUser();
  const userId = user?.id ?? null;
  const previous = useRef<string | null | undefined>(undefined);

  // the live feed is open exactly while someone is signed in
  useEffect(() => {
    if (userId) connectLiveFeed();
    else if (!isPending) disconnectLiveFeed();
  }, [userId, isPending]);

  // after a (re)connection, refetch the user's data: events may have been missed meanwhile
  useLiveEvent('ready', () => {
    void refetchChanged(queryClient, queryKeys.me);
  });

  // an admin changed this person's role (PUT /api/admin/users/:id/role): the session is read anew,
  // so the admin panel opens or closes without a reload
  useLiveEvent('role_changed', () => void refreshSession());

  useEffect(() => {
    if (isPending) return;
    const before = previous.current;
    previous.current = userId;
    if (before === undefined || before === userId) return;
    void queryClient.resetQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries({ queryKey: queryKeys.quizDetails });
  }, [queryClient, userId, isPending]);
}

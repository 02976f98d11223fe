import { uz } from '@shared/i18n/uz';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from './api-client';
import { refreshSession, useSessionUser } from './auth-client';
import { collectDeviceInfo } from './device-info';
import { signOutLocally } from './local-sign-out';
import { queryKeys } from './query-keys';
import { useLiveEvent } from './realtime';
import { refetchChanged } from './refetch-changed';
import { pingSessionActivity, recordDeviceInfo, userSessionsQueryOptions } from './user-sessions';

/** docs/product/learner-side.md section 9: the session record's activity ping. */
export const SESSION_PING_MS = 5 * 60 * 1000;

const endedMessage = () => ({
  title: uz.accountNotices.endedElsewhereTitle,
  description: uz.accountNotices.endedElsewhere,
});

/** A refused cookie: the session is over on the server, so re-read it and let the UI follow. */
function recheckOnRefusal(error: unknown) {
  if (isApiError(error) && error.status === 401) void refreshSession();
}

/**
 * This browser's sign-in record (user_sessions) while someone is signed in: it describes the
 * device once, pings activity every 5 minutes and when the tab becomes visible again, and signs
 * out at once when the live feed says this session was ended on another device. Mount once.
 */
export function useSessionTracking(): void {
  const queryClient = useQueryClient();
  const { user } = useSessionUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    recordDeviceInfo(collectDeviceInfo()).catch(recheckOnRefusal);
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    const ping = () => void pingSessionActivity().catch(recheckOnRefusal);
    const timer = setInterval(ping, SESSION_PING_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') ping();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);

  // which of the user's sessions is this browser's (GET /api/sessions marks it `current`)
  const { data } = useQuery({ ...userSessionsQueryOptions(), enabled: Boolean(userId) });
  const currentId = data?.sessions.find((session) => session.current)?.id ?? null;

  useLiveEvent('session_ended', (payload) => {
    const endedId = typeof payload.sessionId === 'string' ? payload.sessionId : null;
    if (!userId || !endedId) return;
    if (endedId === currentId) {
      void signOutLocally(queryClient, endedMessage());
      return;
    }
    if (currentId) {
      // another device's session: the lists follow
      void refetchChanged(queryClient, queryKeys.userSessions);
      return;
    }
    // our own id is not known yet: a refused request tells us the ended session was ours
    queryClient.fetchQuery({ ...userSessionsQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) void signOutLocally(queryClient, endedMessage());
    });
  });
}

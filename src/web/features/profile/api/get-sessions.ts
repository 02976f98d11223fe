import { useQuery } from '@tanstack/react-query';
import { userSessionsQueryOptions } from '@web/lib/user-sessions';

/**
 * GET /api/sessions: the user's active sign-ins. The request and its query key live in
 * lib/user-sessions, because the app-wide session tracking reads the same list.
 */
export function useUserSessions() {
  return useQuery(userSessionsQueryOptions());
}

import type { AdminSessionsResponse } from '@shared/schemas/admin-sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminSessionKeys } from './admin-session-keys';

/** A sign-in list goes stale fast: it is asked for again this often while the page is open. */
export const SESSIONS_REFRESH_MS = 30_000;

/** GET /api/admin/sessions: every active, unexpired sign-in, newest activity first. */
export function getAdminSessions(signal?: AbortSignal): Promise<AdminSessionsResponse> {
  return api.get<AdminSessionsResponse>('/api/admin/sessions', { signal });
}

export const adminSessionsQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionKeys.list,
    queryFn: ({ signal }) => getAdminSessions(signal),
    refetchInterval: SESSIONS_REFRESH_MS,
  });

export function useAdminSessions() {
  return useQuery(adminSessionsQueryOptions());
}

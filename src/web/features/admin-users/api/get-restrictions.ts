import type { AdminRestrictionsResponse } from '@shared/schemas/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminUserKeys } from './admin-user-keys';

/** GET /api/admin/users/:id/restrictions: the user's per-quiz rules, in quiz title order. */
export function getRestrictions(userId: string, signal?: AbortSignal): Promise<AdminRestrictionsResponse> {
  return api.get<AdminRestrictionsResponse>(`/api/admin/users/${encodeURIComponent(userId)}/restrictions`, {
    signal,
  });
}

export const restrictionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminUserKeys.restrictions(userId),
    queryFn: ({ signal }) => getRestrictions(userId, signal),
  });

export function useRestrictions(userId: string) {
  return useQuery(restrictionsQueryOptions(userId));
}

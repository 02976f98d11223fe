import type { AdminUserListResponse } from '@shared/schemas/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type UserListParams, userListQueryString } from '../user-list-params';
import { adminUserKeys } from './admin-user-keys';

/** GET /api/admin/users: one page of users, newest first, searched and filtered on the server. */
export function getAdminUsers(params: UserListParams, signal?: AbortSignal): Promise<AdminUserListResponse> {
  return api.get<AdminUserListResponse>(`/api/admin/users?${userListQueryString(params)}`, { signal });
}

export const adminUsersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => getAdminUsers(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(params: UserListParams) {
  return useQuery(adminUsersQueryOptions(params));
}

import type { AdminUser, UserRole } from '@shared/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateUsers } from './admin-user-keys';

/** PUT /api/admin/users/:id/role: the updated user; 422 LAST_ADMIN when no admin would be left. */
export function changeUserRole({ id, role }: { id: string; role: UserRole }): Promise<AdminUser> {
  return api.put<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { role });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    // a refusal may mean the list is stale too (another admin changed roles): refetch either way
    onSettled: () => invalidateUsers(queryClient),
  });
}

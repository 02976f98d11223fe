import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateUsers } from './admin-user-keys';

/**
 * DELETE /api/admin/users/:id: the account, cart, sessions and notifications go; purchases,
 * results and certificates stay, anonymised. The last admin and the caller are refused.
 */
export function deleteUser(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSettled: () => invalidateUsers(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminSessionKeys } from './admin-session-keys';

/** DELETE /api/admin/sessions/:id: ends that sign-in; its device is signed out at once. */
export function endAdminSession(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/sessions/${encodeURIComponent(id)}`);
}

export function useEndAdminSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endAdminSession,
    // a refusal (404: it ended meanwhile) also means the list is stale: refetch either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminSessionKeys.list }),
  });
}

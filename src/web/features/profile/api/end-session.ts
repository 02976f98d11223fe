import { uz } from '@shared/i18n/uz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import type { UserSessionsResponse } from '@web/lib/user-sessions';
import { toast } from 'sonner';

/** DELETE /api/sessions/:id: ends one of the user's sign-ins; its device is signed out at once. */
export function endUserSession(id: string): Promise<void> {
  return api.delete<void>(`/api/sessions/${encodeURIComponent(id)}`);
}

export function useEndUserSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endUserSession,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<UserSessionsResponse>(queryKeys.userSessions, (data) =>
        data ? { sessions: data.sessions.filter((session) => session.id !== id) } : data,
      );
      toast.success(uz.toast.success, { description: uz.userSessions.ended });
    },
    onError: (error) => {
      toast.error(uz.toast.error, {
        description: isApiError(error) ? error.message : uz.userSessions.endFailed,
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userSessions }),
  });
}

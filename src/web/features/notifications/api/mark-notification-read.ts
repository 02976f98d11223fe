import { uz } from '@shared/i18n/uz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { markReadInList } from '../notifications-cache';
import type { NotificationsResponse } from './get-notifications';

/** POST /api/notifications/:id/read: the server checks that the notification is the caller's. */
export function markNotificationRead(id: string): Promise<void> {
  return api.post<void>(`/api/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks read at once in the cache; on failure the list is read again from the server. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      queryClient.setQueryData<NotificationsResponse>(queryKeys.notifications, (data) =>
        data ? markReadInList(data, id) : data,
      );
    },
    onError: () => {
      toast.error(uz.toast.error, { description: uz.notificationPanel.markFailed });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}

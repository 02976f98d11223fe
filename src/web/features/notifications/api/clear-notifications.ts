import { uz } from '@shared/i18n/uz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { EMPTY_NOTIFICATIONS } from '../notifications-cache';

/** DELETE /api/notifications: deletes all of the caller's notifications. */
export function clearNotifications(): Promise<void> {
  return api.delete<void>('/api/notifications');
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.notifications });
      queryClient.setQueryData(queryKeys.notifications, EMPTY_NOTIFICATIONS);
    },
    onSuccess: () => toast.success(uz.toast.success, { description: uz.notificationPanel.cleared }),
    onError: () => {
      toast.error(uz.toast.error, { description: uz.notificationPanel.clearFailed });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
    },
  });
}

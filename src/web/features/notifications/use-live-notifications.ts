import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useLiveEvent } from '@web/lib/realtime';
import { refetchChanged } from '@web/lib/refetch-changed';
import type { NotificationsResponse } from './api/get-notifications';
import { applyNotificationEvent, parseNotificationEvent } from './notifications-cache';

/**
 * Keeps the cached list and unread count in step with the live feed: every insert, read and
 * clear, made in any tab or device of the user, is patched in at once. A patch the cache cannot
 * make, or one that a request in flight would overwrite, becomes a refetch. (After a
 * (re)connection the feed's `ready` refetches everything under 'me', this list included.)
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useLiveEvent('notification', (data) => {
    const event = parseNotificationEvent(data);
    const key = queryKeys.notifications;
    const cached = queryClient.getQueryData<NotificationsResponse>(key);
    const next = event && cached ? applyNotificationEvent(cached, event) : null;
    if (next) queryClient.setQueryData(key, next);
    if (!next || queryClient.isFetching({ queryKey: key }) > 0) {
      void refetchChanged(queryClient, key);
    }
  });
}

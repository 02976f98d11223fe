import type { ContactUnreadCount } from '@shared/schemas/contact';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminMessageKeys } from './admin-message-keys';

/** GET /api/admin/contact-messages/unread-count: for the sidebar's badge. */
export function getUnreadCount(signal?: AbortSignal): Promise<ContactUnreadCount> {
  return api.get<ContactUnreadCount>('/api/admin/contact-messages/unread-count', { signal });
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: adminMessageKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // new messages arrive without any admin action: look again now and then
    refetchInterval: 60_000,
  });

export function useUnreadMessageCount() {
  return useQuery(unreadCountQueryOptions());
}

import type { QueryClient } from '@tanstack/react-query';
import type { MessageListParams } from '../message-list-params';

/** This feature's query keys: under 'admin', so one call refreshes the admin panel. */
export const adminMessageKeys = {
  all: ['admin', 'contact-messages'] as const,
  list: (p: MessageListParams) => ['admin', 'contact-messages', 'list', p.search, p.status, p.page] as const,
  unreadCount: ['admin', 'contact-messages', 'unread-count'] as const,
};

/** After a read or a delete: the lists and the unread count. */
export const invalidateMessages = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminMessageKeys.all });

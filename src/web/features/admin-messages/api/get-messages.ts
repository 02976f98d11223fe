import type { ContactMessageList } from '@shared/schemas/contact';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type MessageListParams, messageListQueryString } from '../message-list-params';
import { adminMessageKeys } from './admin-message-keys';

/** GET /api/admin/contact-messages: one page, newest first, searched and filtered; with the unread count. */
export function getMessages(params: MessageListParams, signal?: AbortSignal): Promise<ContactMessageList> {
  return api.get<ContactMessageList>(`/api/admin/contact-messages?${messageListQueryString(params)}`, {
    signal,
  });
}

export const messagesQueryOptions = (params: MessageListParams) =>
  queryOptions({
    queryKey: adminMessageKeys.list(params),
    queryFn: ({ signal }) => getMessages(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useMessages(params: MessageListParams) {
  return useQuery(messagesQueryOptions(params));
}

import { readListPage, readListText } from '@web/lib/list-params';

/** The messages page's state as it lives in the URL (/admin/messages?search&status&page). */
export type MessageStatusFilter = '' | 'unread' | 'read';
export type MessageListParams = { search: string; status: MessageStatusFilter; page: number };
export type MessageFilterKey = 'search' | 'status';

export const MESSAGE_PAGE_SIZE = 20;

/** Reads the URL leniently: a hand-edited or stale value falls back to "no filter". */
export function readMessageParams(params: URLSearchParams): MessageListParams {
  const status = params.get('status');
  return {
    search: readListText(params, 'search'),
    status: status === 'unread' || status === 'read' ? status : '',
    page: readListPage(params),
  };
}

export function hasMessageFilters(p: MessageListParams): boolean {
  return Boolean(p.search || p.status);
}

/** The API's query (contactMessageListQuerySchema): the filters that are set, the page and its size. */
export function messageListQueryString(p: MessageListParams): string {
  const query = new URLSearchParams();
  if (p.search) query.set('search', p.search);
  if (p.status) query.set('status', p.status);
  query.set('page', String(p.page));
  query.set('pageSize', String(MESSAGE_PAGE_SIZE));
  return query.toString();
}

import { adminMessages } from '@shared/i18n/admin/messages';
import type { ContactMessageList } from '@shared/schemas/contact';
import { type PagedQuery, UrlPagedSection } from '@web/components/admin-list/url-paged-section';
import { pagedListTexts } from '@web/components/paged-list-section';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { hasMessageFilters, MESSAGE_PAGE_SIZE, readMessageParams } from '../message-list-params';
import { type MessageActions, MessageList } from './message-list';

const t = adminMessages;

/** The page of messages the URL asks for, with its loading, error, empty and paging states. */
export function MessagesSection({
  query,
  ...actions
}: { query: PagedQuery<ContactMessageList> } & MessageActions) {
  const [searchParams] = useSearchParams();
  const params = readMessageParams(searchParams);
  return (
    <UrlPagedSection
      query={query}
      page={params.page}
      pageSize={MESSAGE_PAGE_SIZE}
      filtered={hasMessageFilters(params)}
      isEmpty={(page) => page.messages.length === 0}
      emptyIcon={Inbox}
      texts={pagedListTexts(t, t.loadError)}
    >
      {(page) => <MessageList messages={page.messages} {...actions} />}
    </UrlPagedSection>
  );
}

import { adminMessages } from '@shared/i18n/admin/messages';
import { uz } from '@shared/i18n/uz';
import type { ContactMessageList } from '@shared/schemas/contact';
import { PagedListSection, pagedListTexts } from '@web/components/paged-list-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  hasMessageFilters,
  MESSAGE_PAGE_SIZE,
  readMessageParams,
  withMessagePage,
} from '../message-list-params';
import { type MessageActions, MessageList } from './message-list';

const t = adminMessages;
const ROWS = ['m1', 'm2', 'm3', 'm4', 'm5'];
const TEXTS = pagedListTexts(t, t.loadError);

function MessagesSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 rounded-xl border bg-card p-4">
      <span className="sr-only">{uz.common.loading}</span>
      {ROWS.map((key) => (
        <div key={key} className="flex items-center gap-4">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-3/5" />
          </div>
          <Skeleton className="hidden h-4 w-40 md:block" />
          <Skeleton className="hidden h-4 w-28 md:block" />
          <Skeleton className="size-8" />
        </div>
      ))}
    </div>
  );
}

type MessagesQuery = {
  data: ContactMessageList | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** The page of messages the URL asks for, with its loading, error, empty and paging states. */
export function MessagesSection({ query, ...actions }: { query: MessagesQuery } & MessageActions) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readMessageParams(searchParams);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = query;
  return (
    <PagedListSection
      data={data}
      isPending={isPending}
      isFetching={isFetching}
      isPlaceholderData={isPlaceholderData}
      onRetry={() => void refetch()}
      skeleton={<MessagesSkeleton />}
      isEmpty={(page) => page.messages.length === 0}
      filtered={hasMessageFilters(params)}
      onClearFilters={() => setSearchParams(new URLSearchParams())}
      emptyIcon={Inbox}
      page={params.page}
      defaultPageSize={MESSAGE_PAGE_SIZE}
      onPage={(page) => setSearchParams((prev) => withMessagePage(prev, page))}
      texts={TEXTS}
    >
      {(page) => <MessageList messages={page.messages} {...actions} />}
    </PagedListSection>
  );
}

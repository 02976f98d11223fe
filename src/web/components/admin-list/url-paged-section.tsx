import { PagedListSection, type PagedListTexts } from '@web/components/paged-list-section';
import { withListPage } from '@web/lib/list-params';
import { notifyError } from '@web/lib/notify';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ListSkeleton } from './list-skeleton';

/** What a list page's query hook gives (TanStack Query's result, narrowed). */
export type PagedQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * An admin list whose page lives in the URL (?page): PagedListSection's states (skeleton, error
 * with retry and a toast, no matches with "clear filters", empty, count, pagination) with the
 * page read from and written to the URL; clearing the filters empties the query string.
 */
export function UrlPagedSection<T extends { total: number; pageSize: number }>({
  query,
  page,
  pageSize,
  filtered,
  isEmpty,
  emptyIcon,
  texts,
  skeleton = <ListSkeleton />,
  children,
}: {
  query: PagedQuery<T>;
  page: number;
  pageSize: number;
  filtered: boolean;
  isEmpty: (data: T) => boolean;
  emptyIcon: LucideIcon;
  texts: PagedListTexts;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const [, setSearchParams] = useSearchParams();
  useLoadErrorToast(query.isError, texts.loadError);
  return (
    <PagedListSection
      data={query.data}
      isPending={query.isPending}
      isFetching={query.isFetching}
      isPlaceholderData={query.isPlaceholderData}
      onRetry={() => void query.refetch()}
      skeleton={skeleton}
      isEmpty={isEmpty}
      filtered={filtered}
      onClearFilters={() => setSearchParams(new URLSearchParams())}
      emptyIcon={emptyIcon}
      page={page}
      defaultPageSize={pageSize}
      onPage={(next) => setSearchParams((prev) => withListPage(prev, next))}
      texts={texts}
    >
      {children}
    </PagedListSection>
  );
}

/** A toast when a section's data fails to load (the section itself shows the retry). */
export function useLoadErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) notifyError(message);
  }, [isError, message]);
}

import { ListPagination } from '@web/components/list-pagination';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export type PagedListTexts = {
  loadError: string;
  noMatches: string;
  noMatchesHint: string;
  clearFilters: string;
  empty: string;
  emptyHint: string;
  found: (total: number) => string;
  pagination: {
    label: string;
    previous: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
  };
};

/** The texts from a feature's list texts, which name them alike; `loadError` is the one they name apart. */
export function pagedListTexts(
  t: Omit<PagedListTexts, 'loadError' | 'pagination'> & {
    pagination: string;
    previous: string;
    next: string;
    pageOf: (page: number, pages: number) => string;
  },
  loadError: string,
): PagedListTexts {
  return {
    loadError,
    noMatches: t.noMatches,
    noMatchesHint: t.noMatchesHint,
    clearFilters: t.clearFilters,
    empty: t.empty,
    emptyHint: t.emptyHint,
    found: t.found,
    pagination: { label: t.pagination, previous: t.previous, next: t.next, pageOf: t.pageOf },
  };
}

/**
 * A server-paged list's states: the skeleton while the first page loads, the error with a retry,
 * "no matches" (with a way to clear the filters) or the empty state, else the count, the list
 * (dimmed while the next page loads) and the pagination.
 */
export function PagedListSection<T extends { total: number; pageSize: number }>({
  data,
  isPending,
  isFetching,
  isPlaceholderData,
  onRetry,
  skeleton,
  isEmpty,
  filtered,
  onClearFilters,
  emptyIcon,
  emptyAction,
  page,
  defaultPageSize,
  onPage,
  texts,
  children,
}: {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  onRetry: () => void;
  skeleton: ReactNode;
  isEmpty: (data: T) => boolean;
  filtered: boolean;
  onClearFilters: () => void;
  emptyIcon: LucideIcon;
  /** What the empty state offers (a create button), if anything. */
  emptyAction?: ReactNode;
  /** The page the URL asks for; past the last page shows as the last. */
  page: number;
  defaultPageSize: number;
  onPage: (page: number) => void;
  texts: PagedListTexts;
  children: (data: T) => ReactNode;
}) {
  if (isPending) return skeleton;
  if (!data) return <SectionError message={texts.loadError} onRetry={onRetry} retrying={isFetching} />;
  if (isEmpty(data)) {
    return filtered ? (
      <StatusPanel icon={SearchX} title={texts.noMatches} message={texts.noMatchesHint}>
        <Button variant="outline" onClick={onClearFilters}>
          {texts.clearFilters}
        </Button>
      </StatusPanel>
    ) : (
      <StatusPanel icon={emptyIcon} title={texts.empty} message={texts.emptyHint}>
        {emptyAction}
      </StatusPanel>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / (data.pageSize || defaultPageSize)));
  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
    >
      <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {texts.found(data.total)}
      </h2>
      {children(data)}
      <ListPagination page={Math.min(page, pages)} pages={pages} onPage={onPage} texts={texts.pagination} />
    </div>
  );
}

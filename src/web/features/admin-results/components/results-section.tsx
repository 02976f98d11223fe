import { adminResults } from '@shared/i18n/admin/results';
import { uz } from '@shared/i18n/uz';
import type { AdminResultList } from '@shared/schemas/admin-results';
import { ListPagination } from '@web/components/list-pagination';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { ClipboardList, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { hasResultFilters, RESULT_PAGE_SIZE, readResultParams, withResultPage } from '../result-list-params';
import { ResultList } from './result-list';

const t = adminResults;
const ROWS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'];

function ResultsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid gap-3 rounded-xl border bg-card p-4">
      <span className="sr-only">{uz.common.loading}</span>
      {ROWS.map((key) => (
        <div key={key} className="flex items-center gap-4">
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="hidden h-4 w-32 md:block" />
          <Skeleton className="h-4 w-14" />
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}

type ResultsQuery = {
  data: AdminResultList | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

/** The page of results the URL asks for, with its loading, error, empty and paging states. */
export function ResultsSection({ query }: { query: ResultsQuery }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readResultParams(searchParams);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = query;

  if (isPending) return <ResultsSkeleton />;
  if (!data)
    return <SectionError message={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return hasResultFilters(params) ? (
      <StatusPanel icon={SearchX} title={t.noMatches} message={t.noMatchesHint}>
        <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
          {t.clearFilters}
        </Button>
      </StatusPanel>
    ) : (
      <StatusPanel icon={ClipboardList} title={t.empty} message={t.emptyHint} />
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / (data.pageSize || RESULT_PAGE_SIZE)));
  const onPage = (page: number) => setSearchParams((prev) => withResultPage(prev, page));
  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
    >
      <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {t.found(data.total)}
      </h2>
      <ResultList results={data.results} />
      <ListPagination
        page={Math.min(params.page, pages)}
        pages={pages}
        onPage={onPage}
        texts={{ label: t.pagination, previous: t.previous, next: t.next, pageOf: t.pageOf }}
      />
    </div>
  );
}

import { adminResults } from '@shared/i18n/admin/results';
import { uz } from '@shared/i18n/uz';
import type { AdminResultList } from '@shared/schemas/admin-results';
import { PagedListSection, pagedListTexts } from '@web/components/paged-list-section';
import { Skeleton } from '@web/components/ui/skeleton';
import { ClipboardList } from 'lucide-react';
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

const TEXTS = pagedListTexts(t, t.loadError);

/** The page of results the URL asks for, with its loading, error, empty and paging states. */
export function ResultsSection({ query }: { query: ResultsQuery }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readResultParams(searchParams);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = query;

  return (
    <PagedListSection
      data={data}
      isPending={isPending}
      isFetching={isFetching}
      isPlaceholderData={isPlaceholderData}
      onRetry={() => void refetch()}
      skeleton={<ResultsSkeleton />}
      isEmpty={(page) => page.results.length === 0}
      filtered={hasResultFilters(params)}
      onClearFilters={() => setSearchParams(new URLSearchParams())}
      emptyIcon={ClipboardList}
      page={params.page}
      defaultPageSize={RESULT_PAGE_SIZE}
      onPage={(page) => setSearchParams((prev) => withResultPage(prev, page))}
      texts={TEXTS}
    >
      {(page) => <ResultList results={page.results} />}
    </PagedListSection>
  );
}

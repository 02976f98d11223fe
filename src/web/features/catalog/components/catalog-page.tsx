import { readCatalogParams } from '@shared/domain/catalog-params';
import { CATALOGUE_PAGE_SIZE } from '@shared/domain/storefront';
import { uz } from '@shared/i18n/uz';
import { FIRST_SCREEN_CARDS, QuizCard, QuizCardSkeletons } from '@web/components/quiz-card';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useCatalog } from '../api/get-catalog';
import { CatalogFilters } from './catalog-filters';
import { CatalogPagination } from './catalog-pagination';
import { InProgressSection } from './in-progress-section';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function CatalogResults() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useCatalog(params);
  const filtered = Boolean(params.search || params.category || params.difficulty !== null);

  if (isPending) return <QuizCardSkeletons count={8} className={GRID} />;
  if (isError && !data) {
    return (
      <SectionError message={uz.catalog.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / (data.pageSize || CATALOGUE_PAGE_SIZE)));

  let list: ReactNode;
  if (data.quizzes.length === 0) {
    list = (
      <StatusPanel icon={SearchX} title={uz.catalog.empty}>
        {filtered ? (
          <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
            {uz.catalog.clearFilters}
          </Button>
        ) : null}
      </StatusPanel>
    );
  } else {
    list = (
      <ul className={GRID}>
        {data.quizzes.map((quiz, index) => (
          <QuizCard key={quiz.id} quiz={quiz} priority={index < FIRST_SCREEN_CARDS} />
        ))}
      </ul>
    );
  }

  return (
    <div
      className={cn('flex flex-col gap-6 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
    >
      {/* the results' heading, so the cards' h3 titles follow an h2 under the page's h1 */}
      <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {uz.catalog.found(data.total)}
      </h2>
      {list}
      <CatalogPagination page={Math.min(params.page, pages)} pages={pages} />
    </div>
  );
}

/** /quizzes: the catalogue with its filters in the URL, so links are shareable and Back works. */
export function CatalogPage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{uz.catalog.title}</h1>
        <p className="text-muted-foreground">{uz.catalog.subtitle}</p>
      </div>
      <InProgressSection />
      <CatalogFilters />
      <CatalogResults />
    </div>
  );
}

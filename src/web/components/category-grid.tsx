import { uz } from '@shared/i18n/uz';
import type { FeaturedCategory } from '@shared/schemas/catalog';
import { SectionEmpty, SectionError } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { Link } from 'react-router';
import { categoryStyle } from './category-style';

/** What a category list query gives (TanStack Query's result, narrowed to what the grid reads). */
export interface CategoryListState {
  data: { categories: FeaturedCategory[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface CategoryGridProps {
  state: CategoryListState;
  /** the grid's columns, e.g. 'sm:grid-cols-2 lg:grid-cols-3' */
  columns: string;
  skeletons: number;
  texts: { loadFailed: string; empty: string; quizCount: (count: number) => string };
}

function CategoryCard({ category, quizCount }: { category: FeaturedCategory; quizCount: string }) {
  const { icon: Icon, className } = categoryStyle(category.nameEn, category.icon);
  return (
    <li>
      <Link
        to={`/quizzes?category=${encodeURIComponent(category.id)}`}
        className="group flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-lg', className)}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold break-words group-hover:text-primary">{category.nameUz}</span>
          {category.description ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">{category.description}</span>
          ) : null}
          <span className="text-sm font-medium text-primary">{quizCount}</span>
        </span>
      </Link>
    </li>
  );
}

/** The category cards (home page, /categories): skeletons, error with retry, empty, or the grid. */
export function CategoryGrid({ state, columns, skeletons, texts }: CategoryGridProps) {
  const grid = cn('grid gap-4', columns);
  if (state.isPending)
    return (
      <ul className={grid} aria-busy="true" aria-label={uz.common.loading}>
        {Array.from({ length: skeletons }, (_, index) => (
          // the card's lines: name 24 px, a two-line description 40, the quiz count 20 (gap-1)
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="flex gap-4 rounded-xl border p-5">
            <Skeleton className="size-12 shrink-0" />
            <div className="flex flex-1 flex-col gap-1">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-5 w-1/3" />
            </div>
          </li>
        ))}
      </ul>
    );
  if (state.isError || !state.data)
    return (
      <SectionError
        message={texts.loadFailed}
        onRetry={() => void state.refetch()}
        retrying={state.isFetching}
      />
    );
  if (state.data.categories.length === 0) return <SectionEmpty message={texts.empty} />;
  return (
    <ul className={grid}>
      {state.data.categories.map((category) => (
        <CategoryCard
          key={category.id}
          category={category}
          quizCount={texts.quizCount(category.activeQuizCount)}
        />
      ))}
    </ul>
  );
}

import { categoriesPage as t } from '@shared/i18n/pages/categories';
import { uz } from '@shared/i18n/uz';
import type { FeaturedCategory } from '@shared/schemas/catalog';
import { CategoryIcon } from '@web/components/category-icon';
import { SectionEmpty, SectionError } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCategories } from '../api/get-categories';
import { InfoPageShell, TEXT_LINK } from './info-page-shell';

const GRID = 'grid gap-4 sm:grid-cols-2';
const SKELETON_KEYS = ['c1', 'c2', 'c3', 'c4'];

function CategoryItem({ category }: { category: FeaturedCategory }) {
  return (
    <li>
      <Link
        to={`/quizzes?category=${encodeURIComponent(category.id)}`}
        className="group flex h-full gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <CategoryIcon iconName={category.icon} className="size-6" />
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold break-words group-hover:text-primary">{category.nameUz}</span>
          {category.description ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">{category.description}</span>
          ) : null}
          <span className="text-sm font-medium text-primary">{t.quizCount(category.activeQuizCount)}</span>
        </span>
      </Link>
    </li>
  );
}

function CategorySkeletons() {
  return (
    <ul className={GRID} aria-busy="true" aria-label={uz.common.loading}>
      {SKELETON_KEYS.map((key) => (
        <li key={key} className="flex gap-4 rounded-xl border p-5">
          <Skeleton className="size-12 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /categories: every active category with quizzes, each opening the catalogue filtered by it. */
export function CategoriesPage() {
  const { data, isPending, isError, refetch, isFetching } = useCategories();
  let content: ReactNode;
  if (isPending) content = <CategorySkeletons />;
  else if (isError)
    content = <SectionError message={t.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (data.categories.length === 0) content = <SectionEmpty message={t.empty} />;
  else
    content = (
      <ul className={GRID}>
        {data.categories.map((category) => (
          <CategoryItem key={category.id} category={category} />
        ))}
      </ul>
    );
  return (
    <InfoPageShell title={t.title} lead={t.lead}>
      {content}
      <p>
        <Link to="/quizzes" className={`${TEXT_LINK} inline-flex items-center gap-1`}>
          {t.allQuizzes}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </p>
    </InfoPageShell>
  );
}

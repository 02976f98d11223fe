import { uz } from '@shared/i18n/uz';
import type { FeaturedCategory } from '@shared/schemas/catalog';
import { SectionEmpty, SectionError, SectionHeading } from '@web/components/section-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFeaturedCategories } from '../api/get-featured-categories';
import { categoryStyle } from '../category-style';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_KEYS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];

function CategoryCard({ category }: { category: FeaturedCategory }) {
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
          <span className="font-semibold group-hover:text-primary">{category.nameUz}</span>
          {category.description ? (
            <span className="line-clamp-2 text-sm text-muted-foreground">{category.description}</span>
          ) : null}
          <span className="text-sm font-medium text-primary">
            {uz.home.quizCount(category.activeQuizCount)}
          </span>
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

export function CategorySection() {
  const { data, isPending, isError, refetch, isFetching } = useFeaturedCategories();
  let content: ReactNode;
  if (isPending) content = <CategorySkeletons />;
  else if (isError)
    content = (
      <SectionError
        message={uz.home.categoriesLoadFailed}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (data.categories.length === 0) content = <SectionEmpty message={uz.home.noCategories} />;
  else
    content = (
      <ul className={GRID}>
        {data.categories.map((category) => (
          <CategoryCard key={category.id} category={category} />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="home-categories"
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6"
    >
      <SectionHeading
        id="home-categories"
        title={uz.home.categoriesTitle}
        subtitle={uz.home.categoriesSubtitle}
      />
      {content}
    </section>
  );
}

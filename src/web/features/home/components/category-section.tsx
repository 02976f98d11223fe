import { uz } from '@shared/i18n/uz';
import { CategoryGrid } from '@web/components/category-grid';
import { SectionHeading } from '@web/components/section-state';
import { useFeaturedCategories } from '@web/lib/get-featured-categories';

export function CategorySection() {
  const texts = {
    loadFailed: uz.home.categoriesLoadFailed,
    empty: uz.home.noCategories,
    quizCount: uz.home.quizCount,
  };
  const content = (
    <CategoryGrid
      state={useFeaturedCategories()}
      columns="sm:grid-cols-2 lg:grid-cols-3"
      skeletons={6}
      texts={texts}
    />
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

import { categoriesPage as t } from '@shared/i18n/pages/categories';
import { CategoryGrid } from '@web/components/category-grid';
import { useFeaturedCategories } from '@web/lib/get-featured-categories';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { InfoPageShell, TEXT_LINK } from './info-page-shell';

/** /categories: every active category with quizzes, each opening the catalogue filtered by it. */
export function CategoriesPage() {
  const texts = { loadFailed: t.loadFailed, empty: t.empty, quizCount: t.quizCount };
  const content = (
    <CategoryGrid state={useFeaturedCategories()} columns="sm:grid-cols-2" skeletons={4} texts={texts} />
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

import { uzAdmin } from '@shared/i18n/admin';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useAdminCategories } from '@web/lib/admin-categories';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { type QuizFilterKey, readQuizListParams } from '../quiz-list-params';

/** Search, category and status, all in the URL so a reload or a shared link keeps them. */
export function QuizFilters() {
  const { searchParams, setFilter, onSearch } = useUrlFilters<QuizFilterKey>('search');
  const params = readQuizListParams(searchParams);
  const categories = useAdminCategories();

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_10rem] md:items-end">
      <DebouncedSearch
        value={params.search}
        onSearch={onSearch}
        label={uzAdmin.catalog.quizzes.searchLabel}
        placeholder={uzAdmin.catalog.quizzes.searchPlaceholder}
      />
      <SelectFilter
        id="admin-quiz-category"
        label={uzAdmin.catalog.quizzes.category}
        value={params.category}
        onChange={(value) => setFilter('category', value)}
      >
        <option value="">{uzAdmin.catalog.quizzes.allCategories}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.nameUz}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id="admin-quiz-status"
        label={uzAdmin.catalog.quizzes.status}
        value={params.status}
        onChange={(value) => setFilter('status', value)}
      >
        <option value="">{uzAdmin.catalog.quizzes.statusAll}</option>
        <option value="active">{uzAdmin.catalog.quizzes.active}</option>
        <option value="inactive">{uzAdmin.catalog.quizzes.inactive}</option>
      </SelectFilter>
    </div>
  );
}

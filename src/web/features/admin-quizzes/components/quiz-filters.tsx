import { uzAdmin } from '@shared/i18n/admin';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useAdminCategories } from '@web/lib/admin-categories';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { type QuizFilterKey, readQuizListParams } from '../quiz-list-params';

const t = uzAdmin.catalog.quizzes;

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
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      <SelectFilter
        id="admin-quiz-category"
        label={t.category}
        value={params.category}
        onChange={(value) => setFilter('category', value)}
      >
        <option value="">{t.allCategories}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.id}>
            {category.nameUz}
          </option>
        ))}
      </SelectFilter>
      <SelectFilter
        id="admin-quiz-status"
        label={t.status}
        value={params.status}
        onChange={(value) => setFilter('status', value)}
      >
        <option value="">{t.statusAll}</option>
        <option value="active">{t.active}</option>
        <option value="inactive">{t.inactive}</option>
      </SelectFilter>
    </div>
  );
}

import { uzAdmin } from '@shared/i18n/admin';
import { DebouncedSearch } from '@web/components/debounced-search';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAdminCategories } from '../api/get-admin-categories';
import { type QuizFilterKey, readQuizListParams, withQuizFilter } from '../quiz-list-params';

const t = uzAdmin.catalog.quizzes;

/** Search, category and status, all in the URL so a reload or a shared link keeps them. */
export function QuizFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQuizListParams(searchParams);
  const categories = useAdminCategories();
  const setFilter = useCallback(
    (key: QuizFilterKey, value: string) => setSearchParams((prev) => withQuizFilter(prev, key, value)),
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => setFilter('search', text), [setFilter]);

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_14rem_10rem] md:items-end">
      <DebouncedSearch
        value={params.search}
        onSearch={onSearch}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="admin-quiz-category">{t.category}</Label>
        <NativeSelect
          id="admin-quiz-category"
          value={params.category}
          onChange={(event) => setFilter('category', event.target.value)}
        >
          <option value="">{t.allCategories}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.nameUz}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-quiz-status">{t.status}</Label>
        <NativeSelect
          id="admin-quiz-status"
          value={params.status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <option value="">{t.statusAll}</option>
          <option value="active">{t.active}</option>
          <option value="inactive">{t.inactive}</option>
        </NativeSelect>
      </div>
    </div>
  );
}

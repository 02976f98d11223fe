import { type FilterKey, readCatalogParams, withFilter } from '@shared/domain/catalog-params';
import { DIFFICULTY_LEVELS, difficultyLabel } from '@shared/domain/difficulty';
import { CATALOG_LANGUAGES } from '@shared/domain/quiz-language';
import { SORT_OPTIONS } from '@shared/domain/storefront';
import { uz } from '@shared/i18n/uz';
import { DebouncedSearch } from '@web/components/debounced-search';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { type ReactNode, useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useCategories } from '../api/get-categories';

/** '' leaves the choice to the server: the reader's language */
const LANGUAGE_FILTERS = ['', ...CATALOG_LANGUAGES] as const;

/**
 * Search, category, difficulty, language and sort: each writes to the URL and sends the list back to page 1.
 * They are also one GET form for /quizzes, with the names the page reads from the URL: without
 * JavaScript, Enter in the search or the button only shown then applies them.
 */
export function CatalogFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readCatalogParams(searchParams);
  const categories = useCategories();
  const formId = useId();

  const setFilter = useCallback(
    (key: FilterKey, value: string, replace = false) =>
      setSearchParams((prev) => withFilter(prev, key, value), { replace }),
    [setSearchParams],
  );

  const currentSearch = params.search;
  const onSearch = useCallback(
    // typing refines one search: a new history entry when a search starts, not one per pause
    (text: string, { immediate }: { immediate: boolean }) =>
      setFilter('search', text, !immediate && Boolean(currentSearch) && Boolean(text.trim())),
    [setFilter, currentSearch],
  );

  const field = { formId, onFilter: setFilter };
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))] lg:items-end">
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <DebouncedSearch
          value={params.search}
          onSearch={onSearch}
          label={uz.catalog.searchLabel}
          placeholder={uz.catalog.searchPlaceholder}
          maxLength={100}
          name="search"
          form={{ id: formId, action: '/quizzes' }}
        />
      </div>
      <FilterSelect name="category" label={uz.catalog.category} value={params.category} {...field}>
        <option value="">{uz.catalog.allCategories}</option>
        {categories.data?.categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.nameUz}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        name="difficulty"
        label={uz.catalog.difficulty}
        value={params.difficulty === null ? '' : String(params.difficulty)}
        {...field}
      >
        <option value="">{uz.catalog.allDifficulties}</option>
        {DIFFICULTY_LEVELS.map((level) => (
          <option key={level} value={String(level)}>
            {difficultyLabel(level)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="lang" label={uz.contentLanguage.filterLabel} value={params.lang} {...field}>
        {LANGUAGE_FILTERS.map((option) => (
          <option key={option} value={option}>
            {uz.contentLanguage.filterOptions[option]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect name="sort" label={uz.catalog.sort} value={params.sort} {...field}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {uz.catalog.sortOptions[option]}
          </option>
        ))}
      </FilterSelect>
      <noscript>
        <Button type="submit" form={formId} variant="outline">
          {uz.catalog.applyFilters}
        </Button>
      </noscript>
    </div>
  );
}

interface FilterSelectProps {
  name: FilterKey;
  label: string;
  value: string;
  /** the GET form the select belongs to (it stands outside it) */
  formId: string;
  onFilter: (key: FilterKey, value: string) => void;
  children: ReactNode;
}

/** One filter: a labelled select that writes its choice to the URL. */
function FilterSelect({ name, label, value, formId, onFilter, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        name={name}
        form={formId}
        value={value}
        onChange={(event) => onFilter(name, event.target.value)}
      >
        {children}
      </NativeSelect>
    </div>
  );
}

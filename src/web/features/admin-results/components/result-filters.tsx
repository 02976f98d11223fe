import { adminResults } from '@shared/i18n/admin/results';
import { DebouncedSearch } from '@web/components/debounced-search';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQuizOptions } from '../api/get-quiz-options';
import { type ResultFilterKey, readResultParams, withResultFilter } from '../result-list-params';

const t = adminResults;

/**
 * Search, pass/fail and quiz, all in the URL. A quiz chosen by link that the options list does
 * not hold (past its first 100) still shows, by the title the page knows for it.
 */
export function ResultFilters({ selectedQuizTitle }: { selectedQuizTitle: string | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readResultParams(searchParams);
  const quizzes = useQuizOptions();
  const setFilter = useCallback(
    (key: ResultFilterKey, value: string) => setSearchParams((prev) => withResultFilter(prev, key, value)),
    [setSearchParams],
  );
  const onSearch = useCallback((text: string) => setFilter('search', text), [setFilter]);
  const options = quizzes.data ?? [];
  const missing = params.quizId && !options.some((quiz) => quiz.id === params.quizId);

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_10rem_16rem] md:items-end">
      <DebouncedSearch
        value={params.search}
        onSearch={onSearch}
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="admin-result-status">{t.status}</Label>
        <NativeSelect
          id="admin-result-status"
          value={params.status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <option value="">{t.statusAll}</option>
          <option value="passed">{t.passed}</option>
          <option value="failed">{t.failed}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="admin-result-quiz">{t.quiz}</Label>
        <NativeSelect
          id="admin-result-quiz"
          value={params.quizId}
          onChange={(event) => setFilter('quizId', event.target.value)}
        >
          <option value="">{t.allQuizzes}</option>
          {missing ? <option value={params.quizId}>{selectedQuizTitle ?? t.quiz}</option> : null}
          {options.map((quiz) => (
            <option key={quiz.id} value={quiz.id}>
              {quiz.title}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

import { adminResults } from '@shared/i18n/admin/results';
import { DebouncedSearch } from '@web/components/debounced-search';
import { SelectFilter } from '@web/components/select-filter';
import { useUrlFilters } from '@web/lib/use-url-filters';
import { useQuizOptions } from '../api/get-quiz-options';
import { type ResultFilterKey, readResultParams } from '../result-list-params';

const t = adminResults;

/**
 * Search, pass/fail and quiz, all in the URL. A quiz chosen by link that the options list does
 * not hold (past its first 100) still shows, by the title the page knows for it.
 */
export function ResultFilters({ selectedQuizTitle }: { selectedQuizTitle: string | null }) {
  const { searchParams, setFilter, onSearch } = useUrlFilters<ResultFilterKey>('search');
  const params = readResultParams(searchParams);
  const quizzes = useQuizOptions();
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
      <SelectFilter
        id="admin-result-status"
        label={t.status}
        value={params.status}
        onChange={(value) => setFilter('status', value)}
      >
        <option value="">{t.statusAll}</option>
        <option value="passed">{t.passed}</option>
        <option value="failed">{t.failed}</option>
      </SelectFilter>
      <SelectFilter
        id="admin-result-quiz"
        label={t.quiz}
        value={params.quizId}
        onChange={(value) => setFilter('quizId', value)}
      >
        <option value="">{t.allQuizzes}</option>
        {missing ? <option value={params.quizId}>{selectedQuizTitle ?? t.quiz}</option> : null}
        {options.map((quiz) => (
          <option key={quiz.id} value={quiz.id}>
            {quiz.title}
          </option>
        ))}
      </SelectFilter>
    </div>
  );
}

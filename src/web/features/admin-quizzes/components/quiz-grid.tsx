import { uzAdmin } from '@shared/i18n/admin';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { FilePlus2, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAdminQuizzes } from '../api/get-admin-quizzes';
import { ADMIN_QUIZ_PAGE_SIZE, hasQuizFilters, readQuizListParams, withQuizPage } from '../quiz-list-params';
import { AdminQuizCard, AdminQuizCardSkeletons, type QuizCardActions } from './admin-quiz-card';
import { QuizPagination } from './quiz-pagination';

const t = uzAdmin.catalog.quizzes;
// two columns until the cards are wide enough for their action rows
const GRID = 'grid gap-4 sm:grid-cols-2 2xl:grid-cols-3';

/** The page of quizzes the URL asks for, with its loading, error and empty states. */
export function QuizGrid({ actions, onCreate }: { actions: QuizCardActions; onCreate: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQuizListParams(searchParams);
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useAdminQuizzes(params);

  if (isPending) return <AdminQuizCardSkeletons count={6} className={GRID} />;
  if (isError && !data) {
    return (
      <SectionError
        message={uzAdmin.catalog.errors.quizzesLoad}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

  if (data.quizzes.length === 0) {
    return hasQuizFilters(params) ? (
      <StatusPanel icon={SearchX} title={t.noMatches} message={t.noMatchesHint}>
        <Button variant="outline" onClick={() => setSearchParams(new URLSearchParams())}>
          {t.clearFilters}
        </Button>
      </StatusPanel>
    ) : (
      <StatusPanel icon={FilePlus2} title={t.empty} message={t.emptyHint}>
        <Button onClick={onCreate}>{t.create}</Button>
      </StatusPanel>
    );
  }

  const pages = Math.max(1, Math.ceil(data.total / (data.pageSize || ADMIN_QUIZ_PAGE_SIZE)));
  const onPage = (page: number) => {
    setSearchParams((prev) => withQuizPage(prev, page));
    window.scrollTo({ top: 0 });
  };
  return (
    <div
      className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}
      aria-busy={isPlaceholderData}
    >
      <h2 className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {t.found(data.total)}
      </h2>
      <ul className={GRID}>
        {data.quizzes.map((quiz) => (
          <AdminQuizCard key={quiz.id} quiz={quiz} actions={actions} />
        ))}
      </ul>
      <QuizPagination page={Math.min(params.page, pages)} pages={pages} onPage={onPage} />
    </div>
  );
}

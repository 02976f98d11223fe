import { uzAdmin } from '@shared/i18n/admin';
import { PagedListSection, pagedListTexts } from '@web/components/paged-list-section';
import { Button } from '@web/components/ui/button';
import { FilePlus2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useAdminQuizzes } from '../api/get-admin-quizzes';
import { ADMIN_QUIZ_PAGE_SIZE, hasQuizFilters, readQuizListParams, withQuizPage } from '../quiz-list-params';
import { AdminQuizCard, AdminQuizCardSkeletons, type QuizCardActions } from './admin-quiz-card';

// cards on a phone (two columns from 640 px); from 768 px one compact row per quiz, as admins scan
const GRID = 'grid gap-3 sm:grid-cols-2 md:grid-cols-1';

/** The page of quizzes the URL asks for, with its loading, error and empty states. */
export function QuizGrid({ actions, onCreate }: { actions: QuizCardActions; onCreate: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQuizListParams(searchParams);
  const { data, isPending, isFetching, isPlaceholderData, refetch } = useAdminQuizzes(params);

  return (
    <PagedListSection
      data={data}
      isPending={isPending}
      isFetching={isFetching}
      isPlaceholderData={isPlaceholderData}
      onRetry={() => void refetch()}
      skeleton={<AdminQuizCardSkeletons count={6} className={GRID} />}
      isEmpty={(page) => page.quizzes.length === 0}
      filtered={hasQuizFilters(params)}
      onClearFilters={() => setSearchParams(new URLSearchParams())}
      emptyIcon={FilePlus2}
      emptyAction={<Button onClick={onCreate}>{uzAdmin.catalog.quizzes.create}</Button>}
      page={params.page}
      defaultPageSize={ADMIN_QUIZ_PAGE_SIZE}
      onPage={(page) => {
        setSearchParams((prev) => withQuizPage(prev, page));
        window.scrollTo({ top: 0 });
      }}
      texts={pagedListTexts(uzAdmin.catalog.quizzes, uzAdmin.catalog.errors.quizzesLoad)}
    >
      {(page) => (
        <ul className={GRID}>
          {page.quizzes.map((quiz) => (
            <AdminQuizCard key={quiz.id} quiz={quiz} actions={actions} />
          ))}
        </ul>
      )}
    </PagedListSection>
  );
}

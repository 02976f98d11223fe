import { adminDashboard } from '@shared/i18n/admin/dashboard';
import type { DashboardTopQuiz } from '@shared/schemas/admin-dashboard';
import { Skeleton } from '@web/components/ui/skeleton';
import { Link } from 'react-router';

/** The 5 most popular quizzes by purchases plus plays, each linking to its results. */
export function TopQuizzes({ quizzes }: { quizzes: readonly DashboardTopQuiz[] }) {
  if (quizzes.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">{adminDashboard.topQuizzes.empty}</p>
    );
  return (
    <ol className="flex flex-col divide-y">
      {quizzes.map((quiz, index) => (
        <li key={quiz.quizId} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <span
            className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold tabular-nums"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <Link
              to={`/admin/quiz-results?quizId=${quiz.quizId}`}
              className="truncate text-sm font-medium hover:underline focus-visible:underline"
            >
              {quiz.title}
            </Link>
            <p className="text-xs text-muted-foreground">
              {adminDashboard.topQuizzes.purchases(quiz.purchases)} ·{' '}
              {adminDashboard.topQuizzes.plays(quiz.plays)}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}

const ROWS = ['q1', 'q2', 'q3', 'q4', 'q5'];

export function TopQuizzesSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {ROWS.map((key) => (
        <div key={key} className="flex items-center gap-3">
          <Skeleton className="size-7 rounded-full" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

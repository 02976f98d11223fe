import { formatClock } from '@shared/domain/timer';
import { uz } from '@shared/i18n/uz';
import { useQueryClient } from '@tanstack/react-query';
import { QuizThumbnail } from '@web/components/quiz-thumbnail';
import { useSessionUser } from '@web/lib/auth-client';
import { resumePlayPath } from '@web/lib/play-links';
import { queryKeys } from '@web/lib/query-keys';
import { useLiveEvent } from '@web/lib/realtime';
import { refetchChanged } from '@web/lib/refetch-changed';
import { PlayCircle, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { useInProgress } from '../api/get-in-progress';

/** Quizzes the signed-in learner has started and not finished; each card resumes at /quiz/{id}/play. */
export function InProgressSection() {
  const { user } = useSessionUser();
  const { data } = useInProgress(!!user);
  const queryClient = useQueryClient();
  // a quiz started, finished or moved on another device changes this list
  useLiveEvent('quiz_session', () => void refetchChanged(queryClient, queryKeys.inProgress));
  if (!user || !data || data.quizzes.length === 0) return null;
  return (
    <section aria-labelledby="in-progress-title" className="flex flex-col gap-3">
      <div>
        <h2 id="in-progress-title" className="text-lg font-semibold">
          {uz.catalog.inProgressTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{uz.catalog.inProgressHint}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {data.quizzes.map(({ quiz, answeredCount, timeRemaining }) => (
          <li key={quiz.id} className="min-w-0">
            <Link
              to={resumePlayPath(quiz.id)}
              className="flex items-center gap-3 rounded-xl border bg-card p-3 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <div className="size-16 shrink-0 overflow-hidden rounded-lg">
                <QuizThumbnail quizId={quiz.id} url={quiz.thumbnailUrl} />
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="line-clamp-2 font-medium break-words">{quiz.title}</span>
                <span className="text-xs text-muted-foreground">
                  {uz.catalog.inProgressProgress(answeredCount, quiz.totalQuestions)}
                </span>
                <span className="flex items-center gap-1 text-xs text-muted-foreground">
                  <Timer className="size-3.5" aria-hidden="true" />
                  {formatClock(timeRemaining)}
                </span>
              </div>
              <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-primary">
                <PlayCircle className="size-4" aria-hidden="true" />
                {uz.catalog.resume}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

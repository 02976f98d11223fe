import { difficultyLabel } from '@shared/domain/difficulty';
import { formatMinutes, formatPercent, formatPrice, formatQuestionCount } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { CatalogQuizCard, LearnerStats } from '@shared/schemas/catalog';
import { QuizThumbnail } from '@web/components/quiz-thumbnail';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { Clock, ListChecks, Users } from 'lucide-react';
import { Link } from 'react-router';

/** The cards of a grid that are in the first screen on a phone (one column) and most desktops. */
export const FIRST_SCREEN_CARDS = 2;

/** "12 o'quvchi · o'rtacha 78%" */
export function learnerStatsText({ learners, averagePercentage }: LearnerStats): string {
  return uz.quiz.learnerStats(learners, formatPercent(averagePercentage));
}

/**
 * A quiz in a grid (home, catalogue): image, category, difficulty, title, duration, questions,
 * how many learners played it and how well (once enough did), and the price. `priority`: the
 * card is in the first screen (QuizThumbnail).
 */
export function QuizCard({ quiz, priority = false }: { quiz: CatalogQuizCard; priority?: boolean }) {
  return (
    <li>
      <Link
        to={`/quiz/${encodeURIComponent(quiz.id)}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <QuizThumbnail quizId={quiz.id} url={quiz.thumbnailUrl} priority={priority} />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{quiz.categoryName ?? uz.quiz.uncategorized}</Badge>
            <Badge variant="outline">{difficultyLabel(quiz.difficultyLevel)}</Badge>
          </div>
          <h3 className="line-clamp-2 font-semibold group-hover:text-primary">{quiz.title}</h3>
          <div className="mt-auto flex items-center gap-4 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {formatMinutes(quiz.durationMinutes)}
            </span>
            <span className="inline-flex items-center gap-1">
              <ListChecks className="size-4" aria-hidden="true" />
              {formatQuestionCount(quiz.totalQuestions)}
            </span>
          </div>
          {quiz.learnerStats && (
            <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <Users className="size-4" aria-hidden="true" />
              {learnerStatsText(quiz.learnerStats)}
            </p>
          )}
          <p className="text-lg font-bold text-primary">{formatPrice(quiz.price)}</p>
        </div>
      </Link>
    </li>
  );
}

/**
 * Loading placeholders of the card's height (a one-line title), so the grid does not jump when
 * data arrives: each row is as tall as the card's line it stands for (badges 22 px, title 24,
 * duration and questions 20, price 28), with the same gaps.
 */
export function QuizCardSkeletons({ count, className }: { count: number; className: string }) {
  return (
    <ul className={className} aria-busy="true" aria-label={uz.common.loading}>
      {Array.from({ length: count }, (_, n) => `quiz-skeleton-${n}`).map((key) => (
        <li key={key} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-[22px] w-1/2" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-7 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

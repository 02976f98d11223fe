import { difficultyShortLabel } from '@shared/domain/difficulty';
import { formatMinutes, formatPrice, formatQuestionCount } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { QuizCard } from '@shared/schemas/catalog';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { ArrowRight, Clock, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_NEWEST_LIMIT, useNewestQuizzes } from '../api/get-newest-quizzes';
import { QuizThumbnail } from './quiz-thumbnail';
import { SectionEmpty, SectionError, SectionHeading } from './section-state';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
const SKELETON_KEYS = Array.from({ length: HOME_NEWEST_LIMIT }, (_, n) => `quiz-skeleton-${n}`);

function QuizCardItem({ quiz }: { quiz: QuizCard }) {
  return (
    <li>
      <Link
        to={`/quiz/${encodeURIComponent(quiz.id)}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <QuizThumbnail url={quiz.thumbnailUrl} />
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{quiz.categoryName ?? uz.quiz.uncategorized}</Badge>
            <Badge variant="outline">{difficultyShortLabel(quiz.difficultyLevel)}</Badge>
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
          <p className="text-lg font-bold text-primary">{formatPrice(quiz.price)}</p>
        </div>
      </Link>
    </li>
  );
}

function QuizSkeletons() {
  return (
    <ul className={GRID} aria-busy="true" aria-label={uz.common.loading}>
      {SKELETON_KEYS.map((key) => (
        <li key={key} className="overflow-hidden rounded-xl border">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NewestQuizzesSection() {
  const { data, isPending, isError, refetch, isFetching } = useNewestQuizzes();
  let content: ReactNode;
  if (isPending) content = <QuizSkeletons />;
  else if (isError)
    content = (
      <SectionError
        message={uz.home.quizzesLoadFailed}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (data.quizzes.length === 0) content = <SectionEmpty message={uz.home.noQuizzes} />;
  else
    content = (
      <ul className={GRID}>
        {data.quizzes.map((quiz) => (
          <QuizCardItem key={quiz.id} quiz={quiz} />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby="home-newest"
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="home-newest" title={uz.home.newestTitle} subtitle={uz.home.newestSubtitle} />
        <Link
          to="/quizzes"
          className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {uz.home.seeAll}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {content}
    </section>
  );
}

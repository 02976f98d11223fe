import { uz } from '@shared/i18n/uz';
import { QuizCard, QuizCardSkeletons } from '@web/components/quiz-card';
import { SectionEmpty, SectionError, SectionHeading } from '@web/components/section-state';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_NEWEST_LIMIT, useNewestQuizzes } from '../api/get-newest-quizzes';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

export function NewestQuizzesSection() {
  const { data, isPending, isError, refetch, isFetching } = useNewestQuizzes();
  let content: ReactNode;
  if (isPending) content = <QuizCardSkeletons count={HOME_NEWEST_LIMIT} className={GRID} />;
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
          <QuizCard key={quiz.id} quiz={quiz} />
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

import { difficultyLabel } from '@shared/domain/difficulty';
import { formatMinutes, formatPercent, formatPrice, formatQuestionCount } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { QuizDetail } from '@shared/schemas/storefront';
import { FactList } from '@web/components/fact-list';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { OriginalScriptToggle } from '@web/components/original-script-toggle';
import { QuizThumbnail } from '@web/components/quiz-thumbnail';
import { SectionError } from '@web/components/section-state';
import { TimerRule } from '@web/components/timer-rule';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { useQuizDetail } from '@web/lib/get-quiz-detail';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PreviewQuestions } from './preview-questions';
import { QuizActions } from './quiz-actions';

function Facts({ quiz }: { quiz: QuizDetail }) {
  const facts: [string, string][] = [
    [uz.quizDetail.category, quiz.categoryName ?? uz.quiz.uncategorized],
    [uz.quizDetail.difficulty, difficultyLabel(quiz.difficultyLevel)],
    [uz.quizDetail.duration, formatMinutes(quiz.durationMinutes)],
    [uz.quizDetail.questions, formatQuestionCount(quiz.totalQuestions)],
  ];
  if (quiz.maxAttempts !== null)
    facts.push([uz.quizDetail.maxAttempts, uz.quizDetail.maxAttemptsValue(quiz.maxAttempts)]);
  if (quiz.learnerStats) {
    facts.push([uz.quizDetail.learners, String(quiz.learnerStats.learners)]);
    facts.push([uz.quizDetail.averageScore, formatPercent(quiz.learnerStats.averagePercentage)]);
  }
  return <FactList facts={facts} className="grid-cols-2 sm:grid-cols-4" />;
}

function DetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_320px]" aria-busy="true">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to="/quizzes"
      className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {uz.quizDetail.back}
    </Link>
  );
}

function DetailContent({ id }: { id: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuizDetail(id);
  const session = useSessionUser();

  if (isPending) return <DetailSkeleton />;
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <NotFoundPanel
          title={uz.quizDetail.notFoundTitle}
          message={uz.quizDetail.notFoundMessage}
          to="/quizzes"
          label={uz.quizDetail.toCatalog}
        />
      );
    }
    return (
      <SectionError message={uz.quizDetail.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }

  const { quiz, owned, inCart } = data;
  // phones: title, facts, actions, then the description and previews; wide screens: actions aside
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-x-8">
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{quiz.title}</h1>
        <OriginalScriptToggle transliterable={data.transliterable} />
        <p className="text-2xl font-bold text-primary">{formatPrice(quiz.price)}</p>
        <Facts quiz={quiz} />
        <TimerRule minutes={quiz.durationMinutes} strict={quiz.strictTimer} />
      </div>
      <aside
        aria-label={uz.quizDetail.actions}
        className="flex flex-col gap-4 self-start overflow-hidden rounded-xl border bg-card shadow-sm lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <QuizThumbnail quizId={quiz.id} url={quiz.thumbnailUrl} priority />
        <div className="px-4 pb-4">
          {session.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <QuizActions quiz={quiz} owned={owned} inCart={inCart} viewer={session.user} />
          )}
        </div>
      </aside>
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="quiz-description" className="flex flex-col gap-2">
          <h2 id="quiz-description" className="text-xl font-semibold">
            {uz.quizDetail.description}
          </h2>
          <p className="break-words whitespace-pre-line text-muted-foreground">
            {quiz.description || uz.quizDetail.noDescription}
          </p>
        </section>
        <PreviewQuestions questions={quiz.previewQuestions} />
      </div>
    </div>
  );
}

/** /quiz/:id: what the learner is buying, previews included, and the actions the spec allows. */
export function QuizDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink />
      <DetailContent key={id} id={id} />
    </div>
  );
}

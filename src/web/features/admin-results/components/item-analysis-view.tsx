import { adminResults } from '@shared/i18n/admin/results';
import { uz } from '@shared/i18n/uz';
import { ITEM_ANALYSIS_MIN_ATTEMPTS, type ItemAnalysis } from '@shared/schemas/admin-results';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Label } from '@web/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { BarChart3, Info, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useItemAnalysis } from '../api/get-item-analysis';
import { type AttemptsChoice, withAttempts } from '../result-list-params';
import { ItemQuestionCard } from './item-question-card';

const CARDS = ['c1', 'c2', 'c3'];

/** First attempts (Moodle's default) or all of them, kept in the URL. */
function AttemptsSwitch({ value }: { value: AttemptsChoice }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{adminResults.items.attemptsLabel}</legend>
      <RadioGroup
        value={value}
        onValueChange={(next) => setSearchParams((prev) => withAttempts(prev, next as AttemptsChoice))}
        className="flex flex-wrap gap-x-6 gap-y-2"
      >
        {(['first', 'all'] as const).map((choice) => (
          <div key={choice} className="flex items-center gap-2">
            <RadioGroupItem value={choice} id={`item-attempts-${choice}`} />
            <Label htmlFor={`item-attempts-${choice}`} className="font-normal">
              {choice === 'first' ? adminResults.items.firstAttempts : adminResults.items.allAttempts}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}

function ItemAnalysisSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{uz.common.loading}</span>
      {CARDS.map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border bg-card p-5" aria-hidden="true">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-5 w-3/4" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </div>
  );
}

function Notes({ analysis }: { analysis: ItemAnalysis }) {
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="font-medium">{adminResults.items.attemptCount(analysis.attemptCount)}</p>
      {analysis.fewAttempts ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-500/40 bg-amber-500/5 px-3 py-2"
        >
          <TriangleAlert
            className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
            aria-hidden="true"
          />
          {adminResults.items.fewAttempts(analysis.attemptCount, ITEM_ANALYSIS_MIN_ATTEMPTS)}
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-muted-foreground">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {adminResults.items.howComputed}
      </p>
    </div>
  );
}

function Body({ analysis }: { analysis: ItemAnalysis }) {
  if (analysis.questions.length === 0)
    return <StatusPanel icon={BarChart3} title={adminResults.items.empty} />;
  if (analysis.attemptCount === 0)
    return <StatusPanel icon={BarChart3} title={adminResults.items.noAttempts} />;
  return (
    <ol aria-label={adminResults.items.title} className="flex flex-col gap-4">
      {analysis.questions.map((item) => (
        <ItemQuestionCard key={item.questionId} item={item} dimmed={analysis.fewAttempts} />
      ))}
    </ol>
  );
}

/** The item analysis of one quiz: Moodle's quiz statistics per question (facility, discrimination, options). */
export function ItemAnalysisView({ quizId, attempts }: { quizId: string; attempts: AttemptsChoice }) {
  const { data, isPending, isFetching, isPlaceholderData, refetch } = useItemAnalysis(quizId, attempts);
  return (
    <section aria-labelledby="item-analysis-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="item-analysis-title" className="text-xl font-semibold">
          {adminResults.items.title}
        </h2>
        {data ? (
          <p className="text-sm text-muted-foreground">{adminResults.items.subtitle(data.quizTitle)}</p>
        ) : null}
      </div>
      <AttemptsSwitch value={attempts} />
      {isPending ? (
        <ItemAnalysisSkeleton />
      ) : !data ? (
        <SectionError
          message={adminResults.items.loadError}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <div
          className={cn('flex flex-col gap-5 transition-opacity', isPlaceholderData && 'opacity-60')}
          aria-busy={isPlaceholderData}
        >
          <Notes analysis={data} />
          <Body analysis={data} />
        </div>
      )}
    </section>
  );
}

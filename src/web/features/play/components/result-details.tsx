import { uz } from '@shared/i18n/uz';
import type { ResultDetail } from '@shared/schemas/play';
import { QuizText } from '@web/components/quiz-text';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ArrowLeft, Check, X } from 'lucide-react';
import { OPTION_LETTERS } from './question-card';
import { QuestionNav } from './question-nav';

type ResultQuestion = ResultDetail['questions'][number];

function OptionRow({
  question,
  option,
  position,
}: {
  question: ResultQuestion;
  option: string;
  position: number;
}) {
  const correct = position === question.correctAnswer;
  const chosen = position === question.chosen;
  return (
    <li
      data-correct={correct || undefined}
      data-chosen={chosen || undefined}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-3 py-2',
        correct && 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40',
        chosen && !correct && 'border-red-600 bg-red-50 dark:bg-red-950/40',
      )}
    >
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold"
      >
        {OPTION_LETTERS[position] ?? position + 1}
      </span>
      <span className="min-w-0 flex-1 break-words">
        <QuizText text={option} />
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        {correct ? (
          <Badge className="bg-emerald-600 text-white">
            <Check aria-hidden="true" />
            {uz.play.result.correctAnswer}
          </Badge>
        ) : null}
        {chosen ? (
          <Badge variant={correct ? 'secondary' : 'destructive'}>
            {correct ? null : <X aria-hidden="true" />}
            {uz.play.result.yourAnswer}
          </Badge>
        ) : null}
      </span>
    </li>
  );
}

/** The detailed result: each question with the chosen and the correct option and the explanation. */
export function ResultDetails({ detail, onBack }: { detail: ResultDetail; onBack: () => void }) {
  const anchor = (index: number) => `result-question-${index + 1}`;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{uz.play.result.details}</h1>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {uz.play.result.backToResult}
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_280px] lg:gap-6">
        <ol className="flex min-w-0 flex-col gap-4">
          {detail.questions.map((question, index) => (
            <li
              key={question.id}
              id={anchor(index)}
              data-testid="result-question"
              data-correct={question.isCorrect}
              className="flex scroll-mt-20 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">
                  {uz.play.questionOf(index + 1, detail.questions.length)}
                </span>
                <Badge variant="secondary">{question.moduleName?.trim() || uz.play.noModule}</Badge>
                <Badge
                  variant={question.isCorrect ? 'default' : 'destructive'}
                  className={question.isCorrect ? 'bg-emerald-600 text-white' : undefined}
                >
                  {question.isCorrect ? uz.play.legend.correct : uz.play.legend.incorrect}
                </Badge>
              </div>
              <h2 className="font-medium break-words whitespace-pre-line">
                <QuizText text={question.questionText} />
              </h2>
              <ul className="flex flex-col gap-2">
                {question.options.map((option, position) => (
                  <OptionRow
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are plain texts in a fixed order
                    key={position}
                    question={question}
                    option={option}
                    position={position}
                  />
                ))}
              </ul>
              {question.chosen === null ? (
                <p className="text-sm text-muted-foreground">{uz.play.result.noAnswer}</p>
              ) : null}
              {question.explanation ? (
                <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
                  <span className="font-semibold">{uz.play.result.explanation}: </span>
                  <QuizText text={question.explanation} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <div className="lg:sticky lg:top-20 lg:self-start">
          <QuestionNav
            items={detail.questions.map((q) => ({
              id: q.id,
              moduleName: q.moduleName,
              mark: q.chosen === null ? 'unanswered' : q.isCorrect ? 'correct' : 'incorrect',
            }))}
            onSelect={(index) =>
              document.getElementById(anchor(index))?.scrollIntoView({ behavior: 'smooth', block: 'start' })
            }
            legend={['unanswered', 'correct', 'incorrect']}
          />
        </div>
      </div>
    </div>
  );
}

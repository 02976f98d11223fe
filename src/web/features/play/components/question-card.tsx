import { uz } from '@shared/i18n/uz';
import type { PlayQuestion } from '@shared/schemas/play';
import { QuizText } from '@web/components/quiz-text';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** One question: its text, module badge, optional image and the lettered options (a radio group). */
export function QuestionCard({
  question,
  number,
  chosen,
  onChoose,
  disabled,
}: {
  question: PlayQuestion;
  number: number;
  /** the chosen option's original index */
  chosen: number | undefined;
  onChoose: (optionIndex: number) => void;
  disabled?: boolean;
}) {
  const headingId = `question-${question.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <Badge variant="secondary" className="max-w-full truncate">
        {question.moduleName?.trim() || uz.play.noModule}
      </Badge>
      <h2 id={headingId} className="text-lg font-semibold break-words whitespace-pre-line sm:text-xl">
        <span className="sr-only">{number}. </span>
        <QuizText text={question.questionText} />
      </h2>
      {question.thumbnailUrl ? (
        <img
          src={question.thumbnailUrl}
          alt={uz.play.questionImage}
          className="max-h-72 w-full rounded-lg border object-contain"
          loading="lazy"
        />
      ) : null}
      <div role="radiogroup" aria-labelledby={headingId} className="flex flex-col gap-3">
        {question.options.map((option, position) => {
          const checked = chosen === option.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: large option buttons follow the ARIA radio pattern; the screen's own keys (1-6, A-F, arrows) drive them
            <button
              key={option.index}
              type="button"
              role="radio"
              aria-checked={checked}
              data-option={position}
              disabled={disabled}
              onClick={() => onChoose(option.index)}
              className={cn(
                'flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-3 text-left transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-60 sm:px-4',
                checked
                  ? 'border-primary bg-primary/10 ring-1 ring-primary'
                  : 'bg-background hover:bg-accent',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                  checked && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {OPTION_LETTERS[position] ?? position + 1}
              </span>
              <span className="min-w-0 break-words">
                <QuizText text={option.text} />
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

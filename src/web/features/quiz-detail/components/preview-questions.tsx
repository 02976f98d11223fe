import { MAX_PREVIEW_QUESTIONS } from '@shared/domain/storefront';
import { uz } from '@shared/i18n/uz';
import type { QuizDetail } from '@shared/schemas/storefront';
import { QuizText } from '@web/components/quiz-text';

/** "A", "B", ... "Z", then "AA": options are lettered as the play screen letters them. */
export function optionLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : optionLetter(Math.floor(index / 26) - 1) + letter;
}

/** Up to 3 preview questions with their options; the API never sends which one is correct. */
export function PreviewQuestions({ questions }: { questions: QuizDetail['previewQuestions'] }) {
  const shown = questions.slice(0, MAX_PREVIEW_QUESTIONS);
  return (
    <section aria-labelledby="quiz-preview" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="quiz-preview" className="text-xl font-semibold">
          {uz.quizDetail.previewTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{uz.quizDetail.previewSubtitle}</p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {uz.quizDetail.noPreview}
        </p>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="preview-questions">
          {shown.map((question, index) => (
            <li key={question.id} className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
              <p className="text-xs font-medium tracking-wide text-primary uppercase">
                {uz.quizDetail.questionNumber(index + 1)}
              </p>
              <p className="mt-1 font-medium break-words whitespace-pre-line">
                <QuizText text={question.questionText} />
              </p>
              <ul className="mt-3 grid gap-2">
                {question.options.map((option, optionIndex) => (
                  <li
                    // options are plain strings and may repeat; their position is their identity
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={optionIndex}
                    className="flex items-start gap-3 rounded-lg border px-3 py-2 text-sm"
                  >
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold"
                    >
                      {optionLetter(optionIndex)}
                    </span>
                    <span className="break-words">
                      <span className="sr-only">{optionLetter(optionIndex)}) </span>
                      <QuizText text={option} />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

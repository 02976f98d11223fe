import { difficultyLabel } from '@shared/domain/difficulty';
import { formatGuestPrice, guestPageTexts } from '@shared/i18n/guest-pages';
import type { QuizDetail } from '@shared/schemas/storefront';
import { FactList } from '@web/components/fact-list';

/** The spec's summary: thumbnail if present, title, description, minutes, difficulty of 5, price. */
export function CheckoutSummary({ quiz }: { quiz: QuizDetail }) {
  const facts: [string, string][] = [
    [guestPageTexts.checkout.duration, guestPageTexts.checkout.minutes(quiz.durationMinutes)],
    [
      guestPageTexts.checkout.difficulty,
      guestPageTexts.checkout.difficultyValue(quiz.difficultyLevel, difficultyLabel(quiz.difficultyLevel)),
    ],
    [guestPageTexts.checkout.price, formatGuestPrice(quiz.price)],
  ];
  return (
    <section
      aria-labelledby="checkout-quiz-title"
      className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      {quiz.thumbnailUrl ? (
        <img src={quiz.thumbnailUrl} alt="" className="aspect-video w-full bg-muted object-cover" />
      ) : null}
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {guestPageTexts.checkout.summary}
        </p>
        <h2 id="checkout-quiz-title" className="text-xl font-semibold break-words">
          {quiz.title}
        </h2>
        {quiz.description ? (
          <p className="break-words whitespace-pre-line text-sm text-muted-foreground">{quiz.description}</p>
        ) : null}
        <FactList facts={facts} className="grid-cols-1 min-[420px]:grid-cols-3" />
      </div>
    </section>
  );
}

import { formatUzPhone } from '@shared/domain/phone';
import { paymentStatusTexts as t } from '@shared/i18n/payment-status';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { CircleCheck, CircleX, type LucideIcon, Play, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type PaymentView, retryPath } from '../payment-view';

function OutcomePanel({
  icon: Icon,
  tone,
  title,
  message,
  children,
}: {
  icon: LucideIcon;
  tone: 'success' | 'failure' | 'neutral';
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="payment-outcome-title"
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4',
        tone === 'success' && 'border-emerald-600/40 bg-emerald-50 dark:bg-emerald-950/40',
        tone === 'failure' && 'border-destructive/40',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={cn(
            'mt-0.5 size-5 shrink-0',
            tone === 'success' && 'text-emerald-700 dark:text-emerald-400',
            tone === 'failure' && 'text-destructive',
          )}
          aria-hidden="true"
        />
        <div className="flex flex-col gap-1">
          <h2 id="payment-outcome-title" className="font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>
    </section>
  );
}

/** Paid: each quiz starts from here ("Boshlash" opens /play/:id; a guest's cookie lets it in). */
function Completed({ view }: { view: PaymentView }) {
  const message =
    view.viewer === 'learner'
      ? t.completedMessage
      : view.linkBySmsTo
        ? t.guestCompletedBySms(formatUzPhone(view.linkBySmsTo))
        : t.guestCompletedMessage;
  return (
    <OutcomePanel icon={CircleCheck} tone="success" title={t.completedTitle} message={message}>
      <ul className="flex w-full flex-col gap-2">
        {view.items.map((item) => (
          <li
            key={item.quizId}
            className="flex flex-col gap-2 rounded-md border bg-card p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="min-w-0 font-medium break-words">{item.title}</span>
            <Button asChild size="sm" className="shrink-0">
              <Link to={`/play/${encodeURIComponent(item.quizId)}`} aria-label={t.startQuiz(item.title)}>
                <Play aria-hidden="true" />
                {t.start}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      {view.viewer === 'learner' ? (
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to="/profile?tab=quizzes">{t.toProfile}</Link>
        </Button>
      ) : null}
    </OutcomePanel>
  );
}

/**
 * An unpaid payment no provider will take any more (a quiz in it owned or off sale meanwhile): why,
 * and the way on: a learner back to the cart, where the rest can be paid in a new payment; a guest
 * to the catalogue (their access, when it is open, came by email).
 */
export function UnpayableOutcome({
  reason,
  viewer,
}: {
  reason: NonNullable<PaymentView['unpayableBecause']>;
  viewer: PaymentView['viewer'];
}) {
  const guest = viewer === 'guest';
  const message = (guest ? t.guestUnpayableMessage : t.unpayableMessage)[reason];
  return (
    <OutcomePanel icon={CircleX} tone="failure" title={t.unpayableTitle} message={message}>
      <Button asChild size="sm">
        {guest ? <Link to="/quizzes">{t.toCatalog}</Link> : <Link to="/cart">{t.toCart}</Link>}
      </Button>
    </OutcomePanel>
  );
}

/** A payment that is no longer PENDING, as the demo page and the return page both show it. */
export function SettledOutcome({ view }: { view: PaymentView }) {
  if (view.status === 'COMPLETED') return <Completed view={view} />;
  if (view.status === 'REFUNDED') {
    return (
      <OutcomePanel icon={Undo2} tone="neutral" title={t.refundedTitle} message={t.refundedMessage}>
        <Button asChild variant="outline" size="sm">
          <Link to="/quizzes">{t.toCatalog}</Link>
        </Button>
      </OutcomePanel>
    );
  }
  return (
    <OutcomePanel icon={CircleX} tone="failure" title={t.failedTitle} message={t.failedMessage}>
      <Button asChild size="sm">
        <Link to={retryPath(view)}>{t.retry}</Link>
      </Button>
    </OutcomePanel>
  );
}

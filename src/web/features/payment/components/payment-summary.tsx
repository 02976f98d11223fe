import { formatDateTime, formatPrice, formatSum } from '@shared/i18n/format';
import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import type { PaymentView } from '../payment-view';

function methodName(method: string): string {
  return (uz.payment.methods as Record<string, string>)[method] ?? method;
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

/** What is being paid for, by whom and how much: the demo page and the return page show it alike. */
export function PaymentSummary({ view }: { view: PaymentView }) {
  return (
    <dl className="grid gap-3 text-sm">
      {view.buyer ? <Row term={guestPageTexts.payment.buyer}>{view.buyer}</Row> : null}
      {view.method ? <Row term={uz.payment.method}>{methodName(view.method)}</Row> : null}
      <div className="flex flex-col gap-2">
        <dt className="text-muted-foreground">{uz.payment.items}</dt>
        <dd>
          <ul className="flex flex-col gap-1">
            {view.items.map((item) => (
              <li key={item.quizId} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{item.title}</span>
                <span className="shrink-0 whitespace-nowrap">{formatPrice(item.price)}</span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 border-t pt-3">
        <dt className="text-muted-foreground">{uz.payment.amount}</dt>
        <dd className="text-xl font-bold">{formatSum(view.amount)}</dd>
      </div>
      {view.createdAt ? (
        <div className="flex justify-between gap-3 text-xs text-muted-foreground">
          <dt>{uz.payment.createdAt}</dt>
          <dd>
            <time dateTime={view.createdAt}>{formatDateTime(view.createdAt)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

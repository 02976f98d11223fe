import { paymentStatusTexts as t } from '@shared/i18n/payment-status';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/auth-client';
import { useParams } from 'react-router';
import { useLivePayment } from '../api/use-live-payment';
import type { PaymentViewer } from '../payment-view';
import { PaymentLoadFailure } from './payment-load-failure';
import { SettledOutcome, UnpayableOutcome } from './payment-outcome';
import { PaymentSummary } from './payment-summary';
import { PendingStatus } from './pending-status';

function ReturnSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6" aria-hidden="true">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-8 w-1/3 self-end" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

function ReturnContent({ paymentId, viewer }: { paymentId: string; viewer: PaymentViewer }) {
  const { query, stalled, refresh } = useLivePayment(paymentId, viewer);
  if (query.isPending) return <ReturnSkeleton />;
  if (query.isError) {
    return (
      <PaymentLoadFailure viewer={viewer} error={query.error} onRetry={refresh} retrying={query.isFetching} />
    );
  }
  const view = query.data;
  return (
    <div className="flex flex-col gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      {/* the status is announced when it changes: the callback may land while the person waits */}
      <div aria-live="polite" aria-atomic="true" data-testid="payment-status" data-status={view.status}>
        {view.unpayableBecause && (view.status === 'PENDING' || view.status === 'FAILED') ? (
          <UnpayableOutcome reason={view.unpayableBecause} viewer={view.viewer} />
        ) : view.status === 'PENDING' ? (
          <PendingStatus stalled={stalled} onRefresh={refresh} refreshing={query.isFetching} />
        ) : (
          <SettledOutcome view={view} />
        )}
      </div>
      <PaymentSummary view={view} />
    </div>
  );
}

/**
 * /payment/return/:paymentId: where Payme, Click and Uzum send the person back. It shows the
 * payment live, for a signed-in learner or for the guest whose checkout cookie it carries.
 */
export function PaymentReturnPage() {
  const { paymentId = '' } = useParams();
  const { user, isPending } = useSessionUser();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.subtitle}</p>
      </div>
      {isPending ? (
        <ReturnSkeleton />
      ) : (
        <ReturnContent key={paymentId} paymentId={paymentId} viewer={user ? 'learner' : 'guest'} />
      )}
    </div>
  );
}

import { uz } from '@shared/i18n/uz';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSessionUser } from '@web/lib/auth-client';
import { FlaskConical } from 'lucide-react';
import { useParams } from 'react-router';
import { usePaymentView } from '../api/use-payment-view';
import type { PaymentViewer } from '../payment-view';
import { GuestDemoActions, LearnerDemoActions } from './demo-actions';
import { PaymentLoadFailure } from './payment-load-failure';
import { SettledOutcome } from './payment-outcome';
import { PaymentSummary } from './payment-summary';

function DemoContent({ paymentId, viewer }: { paymentId: string; viewer: PaymentViewer }) {
  const { data, isPending, isError, error, refetch, isFetching } = usePaymentView(paymentId, viewer);
  if (isPending) return <Skeleton className="h-72 w-full" />;
  if (isError) {
    return (
      <PaymentLoadFailure
        viewer={viewer}
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  const Actions = viewer === 'learner' ? LearnerDemoActions : GuestDemoActions;
  return (
    <div className="flex flex-col gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <PaymentSummary view={data} />
      {data.status === 'PENDING' ? <Actions paymentId={data.id} /> : <SettledOutcome view={data} />}
    </div>
  );
}

/** /payment/demo/:paymentId: the demo provider's clearly marked test checkout. */
export function DemoPaymentPage() {
  const { paymentId = '' } = useParams();
  const { user, isPending } = useSessionUser();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div
        role="note"
        className="flex items-center gap-2 rounded-lg border border-amber-400 bg-amber-100 px-4 py-3 text-sm font-semibold text-amber-950 dark:border-amber-500/60 dark:bg-amber-950/60 dark:text-amber-100"
      >
        <FlaskConical className="size-5 shrink-0" aria-hidden="true" />
        {uz.payment.demoBanner}
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{uz.payment.demoTitle}</h1>
        <p className="text-sm text-muted-foreground">{uz.payment.demoDescription}</p>
      </div>
      {isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        // guest checkout pays here too; the guest's cookie authorizes the payment
        <DemoContent key={paymentId} paymentId={paymentId} viewer={user ? 'learner' : 'guest'} />
      )}
    </div>
  );
}

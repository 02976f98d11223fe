import { formatSum } from '@shared/i18n/format';
import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import type { GuestPaymentResponse } from '@shared/schemas/guest';
import type { DemoOutcome } from '@shared/schemas/storefront';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { rememberGuestPurchase } from '@web/lib/guest-access';
import { CircleCheck, CircleX, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useConfirmGuestDemoPayment } from '../api/confirm-guest-demo-payment';
import { useGuestPayment } from '../api/get-guest-payment';
import { DemoDecision } from './demo-decision';

const t = guestPageTexts.payment;
const checkout = guestPageTexts.checkout;
type GuestPayment = GuestPaymentResponse['payment'];

function Summary({ payment }: { payment: GuestPayment }) {
  const rows: [string, string][] = [
    [t.quiz, payment.quiz.title],
    [t.buyer, `${payment.fullName} (${payment.email})`],
    [uz.payment.method, uz.payment.methods.CLICK],
  ];
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-3">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 font-medium break-words sm:text-right">{value}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-3 border-t pt-3">
        <dt className="text-muted-foreground">{uz.payment.amount}</dt>
        <dd className="text-xl font-bold">{formatSum(payment.amount)}</dd>
      </div>
    </dl>
  );
}

/** Confirming completes the purchase: the spec's toast, the browser's guest_purchase record, then play. */
function PendingDecision({ paymentId }: { paymentId: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmGuestDemoPayment(paymentId);

  async function decide(outcome: DemoOutcome) {
    try {
      const { payment, access } = await confirm.mutateAsync(outcome);
      if (payment.status === 'COMPLETED' && access) {
        rememberGuestPurchase({
          quizId: payment.quiz.id,
          email: payment.email,
          purchaseId: access.purchaseId,
          expiresAt: Date.parse(access.expiresAt),
        });
        toast.success(checkout.successTitle, { description: checkout.successMessage });
        navigate(`/play/${encodeURIComponent(payment.quiz.id)}`);
      } else if (payment.status !== 'COMPLETED') {
        toast.error(checkout.errorTitle, { description: checkout.purchaseFailed });
      }
    } catch {
      toast.error(checkout.errorTitle, { description: checkout.purchaseFailed });
    }
  }

  return (
    <DemoDecision running={confirm.isPending ? confirm.variables : null} onDecide={(o) => void decide(o)} />
  );
}

function Outcome({ payment }: { payment: GuestPayment }) {
  if (payment.status === 'PENDING') return <PendingDecision paymentId={payment.id} />;
  const quizId = encodeURIComponent(payment.quiz.id);
  if (payment.status === 'COMPLETED') {
    return (
      <Alert>
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{uz.payment.completedTitle}</AlertTitle>
        <AlertDescription>
          <p>{t.completedMessage}</p>
          <Button asChild size="sm" className="mt-2">
            <Link to={`/play/${quizId}`}>{t.toPlay}</Link>
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <CircleX aria-hidden="true" />
      <AlertTitle>{uz.payment.failedTitle}</AlertTitle>
      <AlertDescription>
        <p>{t.failedMessage}</p>
        <Button asChild size="sm" variant="outline" className="mt-2">
          <Link to={`/guest-checkout/${quizId}`}>{t.retry}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** The demo page for a visitor without an account: the guest payment this browser started. */
export function GuestDemoContent({ paymentId }: { paymentId: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = useGuestPayment(paymentId);
  if (isPending) return <Skeleton className="h-72 w-full" />;
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      // not this browser's guest payment: perhaps a learner's, opened signed out
      return (
        <StatusPanel icon={SearchX} title={uz.payment.notFoundTitle} message={t.notFoundMessage}>
          <Button onClick={() => openAuthDialog('signin')}>{uz.signInPrompt.button}</Button>
          <Button asChild variant="outline">
            <Link to="/">{t.home}</Link>
          </Button>
        </StatusPanel>
      );
    }
    return (
      <SectionError message={uz.payment.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <div className="flex flex-col gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <Summary payment={data.payment} />
      <Outcome payment={data.payment} />
    </div>
  );
}

import { formatPrice, formatSum } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import type { Payment } from '@shared/schemas/storefront';
import { SectionError } from '@web/components/section-state';
import { StatusPanel } from '@web/components/status-panel';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { formatDateTime } from '@web/lib/format-date';
import { CircleCheck, CircleX, FlaskConical, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { type DemoOutcome, useConfirmDemoPayment } from '../api/confirm-demo-payment';
import { usePayment } from '../api/get-payment';
import { DemoDecision } from './demo-decision';
import { GuestDemoContent } from './guest-demo-content';

function methodName(method: string): string {
  return (uz.payment.methods as Record<string, string>)[method] ?? method;
}

function PaymentSummary({ payment }: { payment: Payment }) {
  return (
    <dl className="grid gap-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-muted-foreground">{uz.payment.method}</dt>
        <dd className="font-medium">{methodName(payment.method)}</dd>
      </div>
      <div className="flex flex-col gap-2">
        <dt className="text-muted-foreground">{uz.payment.items}</dt>
        <dd>
          <ul className="flex flex-col gap-1">
            {payment.items.map((item) => (
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
        <dd className="text-xl font-bold">{formatSum(payment.amount)}</dd>
      </div>
      <div className="flex justify-between gap-3 text-xs text-muted-foreground">
        <dt>{uz.payment.createdAt}</dt>
        <dd>
          <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
        </dd>
      </div>
    </dl>
  );
}

function PendingActions({ paymentId }: { paymentId: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmDemoPayment(paymentId);

  async function decide(outcome: DemoOutcome) {
    try {
      const { payment } = await confirm.mutateAsync(outcome);
      if (payment.status === 'COMPLETED') {
        toast.success(uz.toast.success, { description: uz.payment.success });
        navigate('/profile?tab=quizzes');
      }
    } catch (error) {
      toast.error(uz.toast.error, { description: isApiError(error) ? error.message : uz.errors.INTERNAL });
    }
  }

  return (
    <DemoDecision running={confirm.isPending ? confirm.variables : null} onDecide={(o) => void decide(o)} />
  );
}

function Outcome({ payment }: { payment: Payment }) {
  if (payment.status === 'PENDING') return <PendingActions paymentId={payment.id} />;
  if (payment.status === 'COMPLETED') {
    return (
      <Alert>
        <CircleCheck aria-hidden="true" />
        <AlertTitle>{uz.payment.completedTitle}</AlertTitle>
        <AlertDescription>
          <p>{uz.payment.completedMessage}</p>
          <Button asChild size="sm" className="mt-2">
            <Link to="/profile?tab=quizzes">{uz.payment.toProfile}</Link>
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
        <p>{uz.payment.failedMessage}</p>
        <Button asChild size="sm" variant="outline" className="mt-2">
          <Link to="/cart">{uz.payment.retry}</Link>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function DemoContent({ paymentId }: { paymentId: string }) {
  const { data, isPending, isError, error, refetch, isFetching } = usePayment(paymentId);
  if (isPending) return <Skeleton className="h-72 w-full" />;
  if (isError) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <StatusPanel icon={SearchX} title={uz.payment.notFoundTitle} message={uz.payment.notFoundMessage}>
          <Button asChild variant="outline">
            <Link to="/cart">{uz.payment.backToCart}</Link>
          </Button>
        </StatusPanel>
      );
    }
    return (
      <SectionError message={uz.payment.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return (
    <div className="flex flex-col gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <PaymentSummary payment={data.payment} />
      <Outcome payment={data.payment} />
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
      ) : user ? (
        <DemoContent key={paymentId} paymentId={paymentId} />
      ) : (
        // guest checkout pays here too; the guest's cookie authorizes the payment
        <GuestDemoContent key={paymentId} paymentId={paymentId} />
      )}
    </div>
  );
}

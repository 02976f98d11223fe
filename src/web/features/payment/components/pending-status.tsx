import { paymentStatusTexts as t } from '@shared/i18n/payment-status';
import { Button } from '@web/components/ui/button';
import { Hourglass, LoaderCircle, RefreshCw } from 'lucide-react';

/**
 * Waiting for the provider's callback: a spinner while the page keeps asking; once it has stopped
 * (stalled), what that means and a button to ask again.
 */
export function PendingStatus({
  stalled,
  onRefresh,
  refreshing,
}: {
  stalled: boolean;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  if (!stalled) {
    return (
      <section
        aria-labelledby="payment-outcome-title"
        className="flex items-start gap-3 rounded-lg border p-4"
      >
        <LoaderCircle
          className="mt-0.5 size-5 shrink-0 text-primary motion-safe:animate-spin"
          aria-hidden="true"
        />
        <div className="flex flex-col gap-1">
          <h2 id="payment-outcome-title" className="font-semibold">
            {t.pendingTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{t.pendingMessage}</p>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="payment-outcome-title" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex items-start gap-3">
        <Hourglass className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 id="payment-outcome-title" className="font-semibold">
            {t.stalledTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{t.stalledMessage}</p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing}
      >
        <RefreshCw className={refreshing ? 'motion-safe:animate-spin' : undefined} aria-hidden="true" />
        {refreshing ? t.checking : t.refresh}
      </Button>
    </section>
  );
}

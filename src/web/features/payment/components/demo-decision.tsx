import { uz } from '@shared/i18n/uz';
import type { DemoOutcome } from '@shared/schemas/storefront';
import { Button } from '@web/components/ui/button';
import { CircleCheck, CircleX } from 'lucide-react';

/** The demo provider's two answers, confirm or decline; `running` is the one being sent. */
export function DemoDecision({
  running,
  onDecide,
}: {
  running: DemoOutcome | null;
  onDecide: (outcome: DemoOutcome) => void;
}) {
  const busy = running !== null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button
        size="lg"
        className="sm:flex-1"
        onClick={() => onDecide('success')}
        disabled={busy}
        aria-busy={running === 'success'}
      >
        <CircleCheck aria-hidden="true" />
        {running === 'success' ? uz.payment.confirming : uz.payment.confirm}
      </Button>
      <Button
        size="lg"
        variant="outline"
        className="sm:flex-1"
        onClick={() => onDecide('failure')}
        disabled={busy}
        aria-busy={running === 'failure'}
      >
        <CircleX aria-hidden="true" />
        {running === 'failure' ? uz.payment.declining : uz.payment.decline}
      </Button>
    </div>
  );
}

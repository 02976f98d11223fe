import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import type { DemoOutcome } from '@shared/schemas/storefront';
import { isApiError } from '@web/lib/api-client';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useConfirmDemoPayment } from '../api/confirm-demo-payment';
import { useConfirmGuestDemoPayment } from '../api/confirm-guest-demo-payment';
import { guestPaymentView } from '../payment-view';
import { DemoDecision } from './demo-decision';

/**
 * A paid demo payment goes where every provider sends the person back: the return page, which says
 * it is paid (no toast repeats it) and starts each quiz; a guest's access is remembered there too.
 */
const returnPath = (paymentId: string) => `/payment/return/${encodeURIComponent(paymentId)}`;

/** The learner confirms or declines; a decline stays here, showing the failure and a retry. */
export function LearnerDemoActions({ paymentId }: { paymentId: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmDemoPayment(paymentId);

  async function decide(outcome: DemoOutcome) {
    try {
      const { payment } = await confirm.mutateAsync(outcome);
      if (payment.status === 'COMPLETED') navigate(returnPath(paymentId));
    } catch (error) {
      toast.error(uz.toast.error, {
        description: isApiError(error) ? error.message : uz.clientErrors.INTERNAL,
      });
    }
  }

  return (
    <DemoDecision running={confirm.isPending ? confirm.variables : null} onDecide={(o) => void decide(o)} />
  );
}

/** A guest confirms or declines; a decline stays here with the purchase-failure toast. */
export function GuestDemoActions({ paymentId }: { paymentId: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmGuestDemoPayment(paymentId);

  async function decide(outcome: DemoOutcome) {
    try {
      const { status } = guestPaymentView(await confirm.mutateAsync(outcome));
      if (status === 'COMPLETED') navigate(returnPath(paymentId));
      else
        toast.error(guestPageTexts.checkout.errorTitle, {
          description: guestPageTexts.checkout.purchaseFailed,
        });
    } catch {
      toast.error(guestPageTexts.checkout.errorTitle, {
        description: guestPageTexts.checkout.purchaseFailed,
      });
    }
  }

  return (
    <DemoDecision running={confirm.isPending ? confirm.variables : null} onDecide={(o) => void decide(o)} />
  );
}

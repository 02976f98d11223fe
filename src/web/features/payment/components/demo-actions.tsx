import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import type { DemoOutcome } from '@shared/schemas/storefront';
import { isApiError } from '@web/lib/api-client';
import { rememberGuestPurchase } from '@web/lib/guest-access';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useConfirmDemoPayment } from '../api/confirm-demo-payment';
import { useConfirmGuestDemoPayment } from '../api/confirm-guest-demo-payment';
import { guestPaymentView } from '../payment-view';
import { DemoDecision } from './demo-decision';

/** The learner confirms: the spec's toast, then the profile's quizzes. */
export function LearnerDemoActions({ paymentId }: { paymentId: string }) {
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

const checkout = guestPageTexts.checkout;

/** A guest confirms: the spec's toast, the browser's guest_purchase record, then play. */
export function GuestDemoActions({ paymentId }: { paymentId: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmGuestDemoPayment(paymentId);

  async function decide(outcome: DemoOutcome) {
    try {
      const { guestPurchase, status } = guestPaymentView(await confirm.mutateAsync(outcome));
      if (guestPurchase) {
        rememberGuestPurchase(guestPurchase);
        toast.success(checkout.successTitle, { description: checkout.successMessage });
        navigate(`/play/${encodeURIComponent(guestPurchase.quizId)}`);
      } else if (status !== 'COMPLETED') {
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

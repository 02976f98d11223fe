import { guestPageTexts } from '@shared/i18n/guest-pages';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { isExternalUrl } from '@web/lib/redirect';
import { serverFieldErrors } from '@web/lib/write-error';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { startGuestCheckout } from './api/start-guest-checkout';
import type { CheckoutFormValues, FieldErrors } from './components/checkout-form';

/**
 * Refusals whose own message tells the guest where their purchase is: open in this browser, open
 * for that email (the access was recalled to it by email), or being paid at the provider now.
 */
const TOLD_AS_IS: ReadonlySet<string> = new Set([
  'GUEST_ACCESS_ACTIVE',
  'GUEST_ACCESS_EMAILED',
  'GUEST_ACCESS_TEXTED',
  'GUEST_PAYMENT_IN_PROGRESS',
]);

/**
 * Submitting the checkout: the server records the payment and says where to pay (the provider's
 * page, whose return completes the purchase).
 */
export function useGuestPurchase(quizId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  /** The refusals that mean the page is out of date: reload what it shows. */
  function refreshAfter(error: unknown) {
    if (!isApiError(error)) return;
    if (error.code === 'GUEST_PURCHASE_DISABLED') {
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    } else if (error.code === 'GUEST_FREE_QUIZ') {
      // the quiz became free after the page loaded: the page then offers the sign-in instead
      void queryClient.invalidateQueries({ queryKey: queryKeys.quizDetail(quizId) });
    } else if (error.code === 'GUEST_ACCESS_ACTIVE') {
      // bought in this browser in another tab: the page then goes to play
      void queryClient.invalidateQueries({ queryKey: queryKeys.guestAccess(quizId) });
    }
  }

  return async function purchase(values: CheckoutFormValues): Promise<FieldErrors> {
    try {
      const { redirectUrl } = await startGuestCheckout({ quizId, ...values });
      if (isExternalUrl(redirectUrl)) {
        window.location.assign(redirectUrl);
        return {};
      }
      navigate(redirectUrl);
      return {};
    } catch (error) {
      refreshAfter(error);
      if (isApiError(error) && TOLD_AS_IS.has(error.code)) toast.info(error.message);
      else
        toast.error(guestPageTexts.checkout.errorTitle, {
          description: guestPageTexts.checkout.purchaseFailed,
        });
      return serverFieldErrors(error);
    }
  };
}

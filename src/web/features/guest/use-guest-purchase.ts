import { guestPageTexts } from '@shared/i18n/guest-pages';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@web/lib/api-client';
import { guestAccessQueryOptions, rememberGuestPurchase } from '@web/lib/guest-access';
import { isExternalUrl } from '@web/lib/redirect';
import { serverFieldErrors } from '@web/lib/write-error';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { startGuestCheckout } from './api/start-guest-checkout';
import type { CheckoutFormValues, FieldErrors } from './components/checkout-form';

const t = guestPageTexts.checkout;

/**
 * Submitting the checkout: the server records the payment and says where to pay (the provider's
 * page, whose return completes the purchase); a free quiz is completed at once, so its access is
 * read back, remembered and the guest goes straight to play.
 */
export function useGuestPurchase(quizId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function completeFree() {
    const access = await queryClient.fetchQuery(guestAccessQueryOptions(quizId));
    if (access.state === 'active' && access.email && access.purchaseId && access.expiresAt) {
      rememberGuestPurchase({
        quizId,
        email: access.email,
        purchaseId: access.purchaseId,
        expiresAt: Date.parse(access.expiresAt),
      });
    }
    toast.success(t.successTitle, { description: t.successMessage });
  }

  return async function purchase(values: CheckoutFormValues): Promise<FieldErrors> {
    try {
      const { redirectUrl } = await startGuestCheckout({ quizId, ...values });
      if (isExternalUrl(redirectUrl)) {
        window.location.assign(redirectUrl);
        return {};
      }
      if (redirectUrl.startsWith('/play/')) await completeFree();
      navigate(redirectUrl);
      return {};
    } catch (error) {
      if (isApiError(error) && error.code === 'GUEST_PURCHASE_DISABLED') {
        void queryClient.invalidateQueries({ queryKey: ['settings'] });
      }
      toast.error(t.errorTitle, { description: t.purchaseFailed });
      return serverFieldErrors(error);
    }
  };
}

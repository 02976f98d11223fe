import { uz } from '@shared/i18n/uz';
import type { QuizDetail } from '@shared/schemas/storefront';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import type { SessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { useGuestAccess } from '@web/lib/guest-access';
import { publicSettingsQueryOptions, usePublicSettings } from '@web/lib/public-settings';
import { toast } from '@web/lib/toast';
import { BadgeCheck, Gift, Play, ShoppingBag, ShoppingCart, Zap } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useAddToCart } from '../api/add-to-cart';
import { useClaimQuiz } from '../api/claim-quiz';
import { GuestOwned } from './guest-owned';

type Props = { quiz: QuizDetail; owned: boolean; inCart: boolean; viewer: SessionUser | null };

function showError(error: unknown) {
  toast.error(uz.toast.error, { description: isApiError(error) ? error.message : uz.clientErrors.INTERNAL });
}

/** Play without a purchase: the spec's warning, and the user stays on the quiz page. */
function warnNoAccess() {
  toast.warning(uz.quizDetail.noAccessTitle, { description: uz.quizDetail.noAccessMessage });
}

function PlayWithoutAccess() {
  return (
    <Button variant="outline" size="lg" onClick={warnNoAccess}>
      <Play aria-hidden="true" />
      {uz.quizDetail.play}
    </Button>
  );
}

/** The quiz page's actions, exactly as the spec assigns them to guests and signed-in users. */
export function QuizActions({ quiz, owned, inCart, viewer }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const claim = useClaimQuiz();
  const free = quiz.price === 0;
  // the guest-purchase switch only matters to guests; load it early so "buy now" answers at once
  usePublicSettings(!viewer && !free);
  // a guest purchase in this browser: always asked (the browser's one guest_purchase record names
  // only the last quiz bought, and "buy now" again would be refused while an access is open)
  const guestAccess = useGuestAccess(quiz.id, !viewer);
  const guest = viewer ? undefined : guestAccess.data;
  if (guest?.state === 'active' && guest.expiresAt) {
    return <GuestOwned quizId={quiz.id} expiresAt={guest.expiresAt} />;
  }

  if (viewer && owned) {
    return (
      <div className="flex flex-col gap-3">
        <Badge className="gap-1.5 px-3 py-1 text-sm">
          <BadgeCheck aria-hidden="true" />
          {uz.quizDetail.owned}
        </Badge>
        <p className="text-sm text-muted-foreground">{uz.quizDetail.ownedHint}</p>
        <Button asChild size="lg">
          <Link to={`/play/${encodeURIComponent(quiz.id)}`}>
            <Play aria-hidden="true" />
            {uz.quizDetail.play}
          </Link>
        </Button>
      </div>
    );
  }

  async function onBuyNowAsGuest() {
    let enabled = false;
    try {
      enabled = (await queryClient.fetchQuery(publicSettingsQueryOptions())).guestPurchaseEnabled;
    } catch {
      enabled = false;
    }
    if (enabled) navigate(`/guest-checkout/${encodeURIComponent(quiz.id)}`);
    else openAuthDialog('signin');
  }

  async function onAddToCart() {
    try {
      await addToCart.mutateAsync(quiz.id);
      toast.success(uz.toast.success, { description: uz.quizDetail.addedToCart });
    } catch (error) {
      if (isApiError(error) && (error.code === 'CART_DUPLICATE' || error.code === 'ALREADY_OWNED')) {
        toast.info(error.message);
      } else showError(error);
    }
  }

  // one quiz straight to payment, alone: the cart is for several and is left as it is
  const onBuyNow = () => navigate(`/payment?quiz=${encodeURIComponent(quiz.id)}`);

  async function onClaim() {
    try {
      await claim.mutateAsync(quiz.id);
      toast.success(uz.toast.success, { description: uz.quizDetail.claimed });
    } catch (error) {
      showError(error);
    }
  }

  if (free) {
    return (
      <div className="flex flex-col gap-3">
        <Button
          size="lg"
          onClick={viewer ? () => void onClaim() : () => openAuthDialog('signin')}
          disabled={claim.isPending}
          aria-busy={claim.isPending}
        >
          <Gift aria-hidden="true" />
          {claim.isPending ? uz.quizDetail.claiming : uz.quizDetail.claimFree}
        </Button>
        <PlayWithoutAccess />
      </div>
    );
  }

  const busy = addToCart.isPending;
  return (
    <div className="flex flex-col gap-3">
      {viewer && inCart ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3">
          <span className="inline-flex items-center gap-2 text-sm font-medium">
            <ShoppingCart className="size-4 text-primary" aria-hidden="true" />
            {uz.quizDetail.inCart}
          </span>
          <Button asChild variant="outline">
            <Link to="/cart">{uz.quizDetail.goToCart}</Link>
          </Button>
        </div>
      ) : (
        <Button
          size="lg"
          onClick={viewer ? () => void onAddToCart() : () => openAuthDialog('signin')}
          disabled={busy}
          aria-busy={busy}
        >
          <ShoppingBag aria-hidden="true" />
          {busy ? uz.quizDetail.adding : uz.quizDetail.addToCart}
        </Button>
      )}
      <Button
        size="lg"
        variant="secondary"
        onClick={viewer ? onBuyNow : () => void onBuyNowAsGuest()}
        disabled={busy}
      >
        <Zap aria-hidden="true" />
        {uz.quizDetail.buyNow}
      </Button>
      <PlayWithoutAccess />
    </div>
  );
}

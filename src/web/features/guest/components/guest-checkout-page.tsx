import { guestPageTexts } from '@shared/i18n/guest-pages';
import type { QuizDetail } from '@shared/schemas/storefront';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { PageLoading } from '@web/components/page-loading';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { useGuestAccess } from '@web/lib/guest-access';
import { usePublicSettings } from '@web/lib/public-settings';
import { ArrowLeft, Gift, LogIn, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useCheckoutQuiz } from '../api/get-checkout-quiz';
import { useGuestPurchase } from '../use-guest-purchase';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';

/** A signed-in visitor buys through the cart: guest checkout is for people without an account. */
function SignedInNote({ quizId }: { quizId: string }) {
  return (
    <StatusPanel
      icon={ShoppingCart}
      title={guestPageTexts.checkout.signedInTitle}
      message={guestPageTexts.checkout.signedInMessage}
    >
      <Button asChild>
        <Link to={`/quiz/${encodeURIComponent(quizId)}`}>{guestPageTexts.checkout.toQuiz}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/cart">{guestPageTexts.checkout.toCart}</Link>
      </Button>
    </StatusPanel>
  );
}

/** A free quiz is claimed by a signed-in learner, never sold to a guest (the server answers 422). */
function FreeQuizNote() {
  return (
    <StatusPanel
      icon={Gift}
      title={guestPageTexts.checkout.freeTitle}
      message={guestPageTexts.checkout.freeMessage}
    >
      <Button onClick={() => openAuthDialog('signin')}>
        <LogIn aria-hidden="true" />
        {guestPageTexts.checkout.signIn}
      </Button>
    </StatusPanel>
  );
}

function CheckoutAction({ quiz, signedIn }: { quiz: QuizDetail; signedIn: boolean }) {
  const purchase = useGuestPurchase(quiz.id);
  if (signedIn) return <SignedInNote quizId={quiz.id} />;
  if (quiz.price === 0) return <FreeQuizNote />;
  return <CheckoutForm price={quiz.price} onSubmit={purchase} />;
}

function CheckoutLayout({ quiz, signedIn }: { quiz: QuizDetail; signedIn: boolean }) {
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-start">
      <CheckoutSummary quiz={quiz} />
      <div className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <CheckoutAction quiz={quiz} signedIn={signedIn} />
      </div>
    </div>
  );
}

function CheckoutContent({ quizId }: { quizId: string }) {
  const navigate = useNavigate();
  const viewer = useSessionUser();
  const settings = usePublicSettings();
  const quiz = useCheckoutQuiz(quizId);
  // this browser may already hold an open access: it plays rather than pays twice
  const held = useGuestAccess(quizId, !viewer.isPending && viewer.user === null);
  const left = useRef(false);

  const disabled = settings.data?.guestPurchaseEnabled === false;
  const owned = held.data?.state === 'active';
  const notFound = isApiError(quiz.error) && (quiz.error.status === 404 || quiz.error.status === 400);
  const failed = quiz.isError && !notFound;

  useEffect(() => {
    if (left.current) return;
    if (owned) {
      left.current = true;
      navigate(`/play/${encodeURIComponent(quizId)}`, { replace: true });
    } else if (disabled) {
      // the spec's /auth does not exist: the quiz page with the sign-in dialog is its place
      left.current = true;
      navigate(`/quiz/${encodeURIComponent(quizId)}`, { replace: true });
      openAuthDialog('signin');
    } else if (failed) {
      left.current = true;
      toast.error(guestPageTexts.checkout.errorTitle, { description: guestPageTexts.checkout.loadFailed });
      navigate('/', { replace: true });
    }
  }, [owned, disabled, failed, navigate, quizId]);

  if (notFound) {
    return (
      <NotFoundPanel
        title={guestPageTexts.checkout.notFoundTitle}
        message={guestPageTexts.checkout.notFoundMessage}
        to="/"
        label={guestPageTexts.checkout.home}
      />
    );
  }
  if (viewer.isPending || settings.isPending || held.isLoading || !quiz.data || disabled || owned) {
    return <PageLoading />;
  }
  return <CheckoutLayout quiz={quiz.data.quiz} signedIn={viewer.user !== null} />;
}

/** /guest-checkout/:quizId: buy one quiz without an account and play it for 24 hours. */
export function GuestCheckoutPage() {
  const { quizId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Button variant="ghost" className="w-fit" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        {guestPageTexts.checkout.back}
      </Button>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{guestPageTexts.checkout.title}</h1>
        <p className="text-sm text-muted-foreground">{guestPageTexts.checkout.subtitle}</p>
      </div>
      <CheckoutContent key={quizId} quizId={quizId} />
    </div>
  );
}

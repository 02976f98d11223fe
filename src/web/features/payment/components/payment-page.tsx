import type { PaymentMethod } from '@shared/domain/storefront';
import { formatPrice, formatSum } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { PaymentMethodChoice } from '@web/components/payment-method-choice';
import { SectionError } from '@web/components/section-state';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { offeredMethod, useOfferedPaymentMethods } from '@web/lib/public-settings';
import { isExternalUrl } from '@web/lib/redirect';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useStartCheckout } from '../api/start-checkout';
import { useOrder } from '../api/use-order';

function PaymentContent() {
  const navigate = useNavigate();
  const quizId = useSearchParams()[0].get('quiz');
  const { order, isPending, isError, isFetching, refetch } = useOrder(quizId);
  const checkout = useStartCheckout();
  const offered = useOfferedPaymentMethods();
  const [chosen, setChosen] = useState<PaymentMethod>();
  const method = offeredMethod(chosen, offered);

  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError || !order) {
    const message = quizId ? uz.quizDetail.loadFailed : uz.cart.loadFailed;
    return <SectionError message={message} onRetry={refetch} retrying={isFetching} />;
  }
  const { items, total } = order;

  async function onPay() {
    if (!method) return;
    try {
      const { redirectUrl } = await checkout.mutateAsync({ method, ...(quizId ? { quizId } : {}) });
      if (isExternalUrl(redirectUrl)) window.location.assign(redirectUrl);
      else navigate(redirectUrl);
    } catch (error) {
      if (isApiError(error) && error.code === 'CART_EMPTY') toast.warning(error.message);
      else if (isApiError(error) && error.code === 'PAYMENT_UNAVAILABLE') toast.info(error.message);
      else {
        const message = isApiError(error) ? error.message : uz.clientErrors.INTERNAL;
        toast.error(uz.toast.error, { description: uz.payment.retryHint(message) });
      }
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start">
      <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        {offered ? (
          <PaymentMethodChoice methods={offered} value={method} onChange={setChosen} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </section>
      <section
        aria-labelledby="payment-summary"
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      >
        <h2 id="payment-summary" className="font-semibold">
          {uz.cart.summary}
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{uz.payment.emptyCart}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3">
                <span className="min-w-0 break-words">{item.title}</span>
                <span className="shrink-0 font-medium whitespace-nowrap">{formatPrice(item.price)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-baseline justify-between gap-2 border-t pt-4">
          <span className="text-muted-foreground">{uz.cart.total}</span>
          <span className="text-xl font-bold">{formatSum(total)}</span>
        </div>
        <Button
          size="lg"
          onClick={() => void onPay()}
          disabled={checkout.isPending || items.length === 0 || !method}
          aria-busy={checkout.isPending}
        >
          <CreditCard aria-hidden="true" />
          {checkout.isPending ? uz.payment.paying : uz.payment.pay(formatSum(total))}
        </Button>
        <Link
          to={quizId ? `/quiz/${encodeURIComponent(quizId)}` : '/cart'}
          className="inline-flex items-center justify-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {quizId ? uz.payment.backToQuiz : uz.payment.backToCart}
        </Link>
      </section>
    </div>
  );
}

/**
 * /payment: choose one of the methods the server takes (Click, Payme, Uzum) for the cart, or (/payment?quiz=id) for one quiz
 * bought now; the server prices the order and says where to pay.
 */
export function PaymentPage() {
  const { user, isPending } = useSessionUser();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{uz.payment.title}</h1>
        <p className="text-muted-foreground">{uz.payment.subtitle}</p>
      </div>
      {isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : user ? (
        <PaymentContent />
      ) : (
        <SignInPrompt message={uz.signInPrompt.payment} />
      )}
    </div>
  );
}

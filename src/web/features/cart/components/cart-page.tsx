import { difficultyLabel } from '@shared/domain/difficulty';
import { formatPrice, formatSum } from '@shared/i18n/format';
import { formatList } from '@shared/i18n/list';
import { uz } from '@shared/i18n/uz';
import type { CartItem } from '@shared/schemas/storefront';
import { SectionError } from '@web/components/section-state';
import { SignInPrompt } from '@web/components/sign-in-prompt';
import { StatusPanel } from '@web/components/status-panel';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { isApiError } from '@web/lib/api-client';
import { useSessionUser } from '@web/lib/auth-client';
import { useCart } from '@web/lib/get-cart';
import { useOfferedPaymentMethods } from '@web/lib/public-settings';
import { toast } from '@web/lib/toast';
import { CreditCard, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useRemoveCartItem } from '../api/remove-cart-item';

function CartRow({ item }: { item: CartItem }) {
  const remove = useRemoveCartItem();
  const busy = remove.isPending && remove.variables === item.id;
  async function onRemove() {
    try {
      await remove.mutateAsync(item.id);
      toast.success(uz.cart.removed);
    } catch (error) {
      toast.error(uz.toast.error, {
        description: isApiError(error) ? error.message : uz.clientErrors.INTERNAL,
      });
    }
  }
  return (
    <li className="flex items-center gap-3 p-4">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/quiz/${encodeURIComponent(item.quiz.id)}`}
          className="rounded-sm font-medium break-words hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {item.quiz.title}
        </Link>
        <p className="text-sm text-muted-foreground">
          {item.quiz.categoryName ?? uz.quiz.uncategorized} · {difficultyLabel(item.quiz.difficultyLevel)}
        </p>
      </div>
      <p className="shrink-0 font-semibold whitespace-nowrap">{formatPrice(item.quiz.price)}</p>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => void onRemove()}
        disabled={busy}
        aria-busy={busy}
        aria-label={uz.cart.remove(item.quiz.title)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={uz.common.loading}>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** The payment methods the server takes now, as the cart names them; nothing until they are known. */
function PaymentNote() {
  const methods = useOfferedPaymentMethods();
  if (!methods) return null;
  const note =
    methods.length === 0
      ? uz.clientErrors.PAYMENT_UNAVAILABLE
      : uz.cart.paymentNote(
          formatList(
            methods.map((method) => uz.payment.methods[method]),
            uz.common.or,
          ),
        );
  return <p className="text-sm text-muted-foreground">{note}</p>;
}

function CartContent() {
  const { data, isPending, isError, refetch, isFetching } = useCart();
  if (isPending) return <CartSkeleton />;
  if (isError)
    return <SectionError message={uz.cart.loadFailed} onRetry={() => void refetch()} retrying={isFetching} />;
  // nothing to pay: the way to the catalogue, no total of 0 so'm and no checkout
  if (data.items.length === 0) {
    return (
      <StatusPanel icon={ShoppingCart} title={uz.cart.empty} message={uz.cart.emptyHint}>
        <Button asChild variant="outline">
          <Link to="/quizzes">{uz.cart.browse}</Link>
        </Button>
      </StatusPanel>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
      <ul className="divide-y rounded-xl border bg-card shadow-sm" aria-label={uz.cart.title}>
        {data.items.map((item) => (
          <CartRow key={item.id} item={item} />
        ))}
      </ul>
      <section
        aria-labelledby="cart-summary"
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm lg:sticky lg:top-20"
      >
        <h2 id="cart-summary" className="font-semibold">
          {uz.cart.summary}
        </h2>
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-muted-foreground">{uz.cart.total}</span>
          <span className="text-2xl font-bold" data-testid="cart-total">
            {formatSum(data.total)}
          </span>
        </div>
        <PaymentNote />
        <Button asChild size="lg">
          <Link to="/payment">
            <CreditCard aria-hidden="true" />
            {uz.cart.checkout}
          </Link>
        </Button>
      </section>
    </div>
  );
}

/** /cart: the signed-in user's cart; guests are asked to sign in. */
export function CartPage() {
  const { user, isPending } = useSessionUser();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{uz.cart.title}</h1>
      {isPending ? (
        <CartSkeleton />
      ) : user ? (
        <CartContent />
      ) : (
        <SignInPrompt message={uz.signInPrompt.cart} />
      )}
    </div>
  );
}

import { uz } from '@shared/i18n/uz';
import { buttonVariants } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';

/** The cart icon; the badge shows only when the cart holds something (9+ above 9). */
export function CartLink({ count = 0 }: { count?: number }) {
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? uz.nav.cartWithCount(count) : uz.nav.cart}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <ShoppingCart aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground"
        >
          {count > 9 ? '9+' : count}
        </span>
      ) : null}
    </Link>
  );
}

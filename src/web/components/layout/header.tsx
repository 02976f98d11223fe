import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import { useSessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { cn } from '@web/lib/cn';
import { useCartCount } from '@web/lib/get-cart-count';
import { confirmLeave, hasLeaveGuard } from '@web/lib/leave-guard';
import { useSiteBrand } from '@web/lib/public-settings';
import { useSessionQuerySync } from '@web/lib/use-session-query-sync';
import { GraduationCap } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { CartLink } from './cart-link';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { navLinks } from './nav-links';
import { SearchForm } from './search-form';
import { ThemeSwitcher } from './theme-switcher';
import { useSignOut } from './use-sign-out';
import { UserMenu } from './user-menu';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    isActive && 'text-foreground',
  );

/**
 * The site header. It knows no feature: the app's layout passes in what a signed-in user gets
 * beside the cart (the notification bell), see app/layouts/site-header.tsx.
 */
export function Header({ signedInActions }: { signedInActions?: ReactNode }) {
  const navigate = useNavigate();
  // on a quiz play page the logo saves progress and asks first (docs/product/learner-side.md: header)
  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasLeaveGuard()) return;
    event.preventDefault();
    void confirmLeave('/').then((leave) => leave && navigate('/'));
  };
  const { user } = useSessionUser();
  const brand = useSiteBrand();
  const cartCount = useCartCount(Boolean(user));
  useSessionQuerySync();
  const signOut = useSignOut();
  const onSignOut = () => void signOut();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          to="/"
          onClick={onLogoClick}
          className="flex min-w-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          <GraduationCap className="size-7 shrink-0 text-primary" aria-hidden="true" />
          {/* an admin's long site name must not push the cart and menu off a phone */}
          <span className="truncate">{brand.name}</span>
        </Link>

        <nav aria-label={uz.nav.mainNav} className="hidden items-center gap-1 md:flex">
          {navLinks(user?.role === 'ADMIN').map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end ?? false} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <SearchForm className="ml-auto hidden w-full max-w-xs md:block" />

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {/* below 768 px the language is chosen in the drawer: the bar has no room for it */}
          <LanguageSwitcher className="hidden md:inline-flex" />
          <ThemeSwitcher />
          {user ? signedInActions : null}
          <CartLink count={cartCount} />
          {user ? (
            <div className="hidden md:block">
              <UserMenu user={user} onSignOut={onSignOut} />
            </div>
          ) : (
            <Button className="hidden md:inline-flex" onClick={() => openAuthDialog('signin')}>
              {uz.nav.signIn}
            </Button>
          )}
          <MobileMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}

import { adminShell } from '@shared/i18n/admin/shell';
import { LanguageSwitcher } from '@web/components/layout/language-switcher';
import { ThemeSwitcher } from '@web/components/layout/theme-switcher';
import { useSignOut } from '@web/components/layout/use-sign-out';
import { Button } from '@web/components/ui/button';
import type { SessionUser } from '@web/lib/auth-client';
import { cn } from '@web/lib/cn';
import { contactLine } from '@web/lib/contact-line';
import { useSiteBrand } from '@web/lib/public-settings';
import { GraduationCap, House, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { ADMIN_NAV_ITEMS, isCurrentItem } from './admin-nav-items';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';
const currentClass = 'bg-accent text-accent-foreground';

/** The brand line at the top of the sidebar and of the mobile bar. */
export function AdminBrand({ className }: { className?: string }) {
  const brand = useSiteBrand();
  return (
    <Link
      to="/admin"
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md font-bold tracking-tight focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
    >
      <GraduationCap className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <span className="flex min-w-0 flex-col leading-tight">
        {/* the admin's site name may be long: one line, cut with an ellipsis */}
        <span className="truncate">{brand.name}</span>
        <span className="text-xs font-medium text-muted-foreground">{adminShell.panelTitle}</span>
      </span>
    </Link>
  );
}

/**
 * The admin navigation: the spec's items, then home and sign-out. The same list is the desktop
 * sidebar and the mobile drawer; `onNavigate` closes the drawer.
 */
export function AdminNav({ user, onNavigate }: { user: SessionUser; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <div className="flex h-full flex-col gap-4">
      <nav aria-label={adminShell.nav.label} className="flex-1">
        <ul className="flex flex-col gap-1">
          {ADMIN_NAV_ITEMS.map((item) => {
            const current = isCurrentItem(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  className={cn(itemClass, current && currentClass)}
                  onClick={onNavigate}
                >
                  <item.icon className="size-4 shrink-0" aria-hidden="true" />
                  {item.label}
                  {item.Badge ? <item.Badge /> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t pt-4">
        <div className="flex items-center gap-2 px-3 pb-2">
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{contactLine(user)}</p>
          </div>
          <LanguageSwitcher />
          <ThemeSwitcher />
        </div>
        <Link to="/" className={itemClass} onClick={onNavigate}>
          <House className="size-4 shrink-0" aria-hidden="true" />
          {adminShell.nav.home}
        </Link>
        <Button
          variant="ghost"
          className={cn(itemClass, 'h-auto justify-start')}
          onClick={() => {
            onNavigate?.();
            void signOut();
          }}
        >
          <LogOut className="size-4 shrink-0" aria-hidden="true" />
          {adminShell.nav.signOut}
        </Button>
      </div>
    </div>
  );
}

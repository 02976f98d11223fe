import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import type { SessionUser } from '@web/lib/auth-client';
import { LoadOnPress, pressLoader } from './load-on-press';

const userMenuPopup = pressLoader(() => import('./user-menu-popup'));

export function initials(name: string, email: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 0 ? parts.slice(0, 2).map((part) => part[0]) : [email[0]];
  return letters.join('').toUpperCase() || '?';
}

/** The avatar button; its menu loads on the first press (LoadOnPress). */
export function UserMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const trigger = (
    <Button variant="ghost" size="icon" className="rounded-full" aria-label={uz.nav.userMenu}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {initials(user.name, user.email)}
      </span>
    </Button>
  );
  return (
    <LoadOnPress trigger={trigger} loader={userMenuPopup} popup="menu">
      {(UserMenuPopup, opened) => (
        <UserMenuPopup user={user} onSignOut={onSignOut} trigger={trigger} opened={opened} />
      )}
    </LoadOnPress>
  );
}

import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import type { SessionUser } from '@web/lib/auth-client';
import { Menu } from 'lucide-react';
import { LoadOnPress, pressLoader } from './load-on-press';

const mobileMenuSheet = pressLoader(() => import('./mobile-menu-sheet'));

/** Below 768px: the menu button; its drawer (radix Dialog) loads on the first press (LoadOnPress). */
export function MobileMenu({ user, onSignOut }: { user: SessionUser | null; onSignOut: () => void }) {
  const trigger = (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={uz.nav.openMenu}>
      <Menu aria-hidden="true" />
    </Button>
  );
  return (
    <LoadOnPress trigger={trigger} loader={mobileMenuSheet} popup="dialog">
      {(MobileMenuSheet) => <MobileMenuSheet user={user} onSignOut={onSignOut} trigger={trigger} />}
    </LoadOnPress>
  );
}

import { uz } from '@shared/i18n/uz';
import { Button } from '@web/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@web/components/ui/sheet';
import type { SessionUser } from '@web/lib/auth-client';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { cn } from '@web/lib/cn';
import { contactLine } from '@web/lib/contact-line';
import { LogIn, LogOut, User } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { NavLink } from 'react-router';
import { DrawerLanguages } from './drawer-languages';
import { navLinks } from './nav-links';
import { SearchForm } from './search-form';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    isActive && 'bg-accent text-accent-foreground',
  );

/**
 * The mobile menu's drawer around its button, opened at once (mobile-menu.tsx loads it on the
 * first press): the links, the search, the language and the account actions.
 */
export default function MobileMenuSheet({
  user,
  onSignOut,
  trigger,
}: {
  user: SessionUser | null;
  onSignOut: () => void;
  trigger: ReactElement;
}) {
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="right" className="w-[85vw] max-w-xs">
        <SheetHeader>
          <SheetTitle>{uz.nav.menu}</SheetTitle>
          <SheetDescription className="sr-only">{uz.nav.mainNav}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-4 px-4 pb-6">
          <SearchForm onSubmitted={close} />
          <nav aria-label={uz.nav.mainNav} className="flex flex-col gap-1">
            {navLinks(user?.role === 'ADMIN').map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end ?? false}
                className={linkClass}
                onClick={close}
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="border-t pt-4">
            <DrawerLanguages signedIn={Boolean(user)} onStay={close} />
          </div>
          <div className="flex flex-col gap-2 border-t pt-4">
            {user ? (
              <>
                <div className="px-3 text-sm">
                  <p className="truncate font-medium">{user.name}</p>
                  <p className="truncate text-muted-foreground">{contactLine(user)}</p>
                </div>
                <NavLink to="/profile" className={linkClass} onClick={close}>
                  <User className="size-4" aria-hidden="true" />
                  {uz.nav.profile}
                </NavLink>
                <Button
                  variant="outline"
                  className="justify-start"
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {uz.nav.signOut}
                </Button>
              </>
            ) : (
              <Button
                onClick={() => {
                  close();
                  openAuthDialog('signin');
                }}
              >
                <LogIn aria-hidden="true" />
                {uz.nav.signIn}
              </Button>
            )}
          </div>
        </div>
      </SheetContent>
    </Sheet>
  );
}

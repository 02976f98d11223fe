import { uz } from '@shared/i18n/uz';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import type { SessionUser } from '@web/lib/auth-client';
import { contactLine } from '@web/lib/contact-line';
import { LogOut, Shield, User } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import type { Opened } from './load-on-press';

/** The user menu around the avatar button, opened at once (user-menu.tsx loads it on press). */
export default function UserMenuPopup({
  user,
  onSignOut,
  trigger,
  opened,
}: {
  user: SessionUser;
  onSignOut: () => void;
  trigger: ReactElement;
  opened: Opened;
}) {
  return (
    <DropdownMenu defaultOpen openedByKeyboard={opened.byKeyboard}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{user.name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{contactLine(user)}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <User aria-hidden="true" />
            {uz.nav.profile}
          </Link>
        </DropdownMenuItem>
        {user.role === 'ADMIN' ? (
          <DropdownMenuItem asChild>
            <Link to="/admin">
              <Shield aria-hidden="true" />
              {uz.nav.adminPanel}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          {uz.nav.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

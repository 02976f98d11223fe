import { adminShell } from '@shared/i18n/admin/shell';
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
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { AdminBrand, AdminNav } from './admin-sidebar';

/** Below 768 px: a slim top bar whose menu button opens the sidebar as a drawer. */
export function AdminMobileBar({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex h-14 shrink-0 items-center gap-2 border-b bg-background px-2 md:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={uz.nav.openMenu}>
            <Menu aria-hidden="true" />
          </Button>
        </SheetTrigger>
        <SheetContent side="left" className="w-[85vw] max-w-xs">
          <SheetHeader>
            <SheetTitle>{adminShell.panelTitle}</SheetTitle>
            <SheetDescription className="sr-only">{adminShell.nav.label}</SheetDescription>
          </SheetHeader>
          <div className="flex-1 px-3 pb-4">
            <AdminNav user={user} onNavigate={() => setOpen(false)} />
          </div>
        </SheetContent>
      </Sheet>
      <AdminBrand className="text-base" />
    </div>
  );
}

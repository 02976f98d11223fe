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
import { Skeleton } from '@web/components/ui/skeleton';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { unreadBadgeLabel } from '../notifications-cache';
import { useLiveNotifications } from '../use-live-notifications';

// the list, its relative times (date-fns) and the confirmation load when the panel first opens
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

function PanelLoading() {
  return (
    <div className="flex flex-col gap-2 px-4" role="status" aria-busy="true" aria-label={uz.common.loading}>
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-20 w-full" />
    </div>
  );
}

/**
 * The header's bell (render it only for a signed-in user): the unread badge (9+ above 9), kept
 * live from the feed, and the notification panel in a side sheet.
 */
export function NotificationBell() {
  useLiveNotifications();
  const { data } = useNotifications(true);
  const [open, setOpen] = useState(false);
  const unread = data?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unread);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? uz.nav.notificationsWithCount(unread) : uz.nav.notifications}
        >
          <Bell aria-hidden="true" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-[90vw] max-w-sm sm:max-w-md">
        <SheetHeader className="pr-12">
          <SheetTitle>{uz.notificationPanel.title}</SheetTitle>
          <SheetDescription>{uz.notificationPanel.description}</SheetDescription>
        </SheetHeader>
        <Suspense fallback={<PanelLoading />}>
          <NotificationPanel />
        </Suspense>
      </SheetContent>
    </Sheet>
  );
}

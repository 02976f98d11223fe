import { uz } from '@shared/i18n/uz';
import { LoadOnPress, pressLoader } from '@web/components/layout/load-on-press';
import { Button } from '@web/components/ui/button';
import { Bell } from 'lucide-react';
import { useNotifications } from '../api/get-notifications';
import { unreadBadgeLabel } from '../notifications-cache';
import { useLiveNotifications } from '../use-live-notifications';

// the sheet (radix Dialog) is not part of the first load: it loads on the bell's first press
const notificationSheet = pressLoader(() => import('./notification-sheet'));

/**
 * The header's bell (render it only for a signed-in user): the unread badge (9+ above 9), kept
 * live from the feed, and the notification panel in a side sheet.
 */
export function NotificationBell() {
  useLiveNotifications();
  const { data } = useNotifications(true);
  const unread = data?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unread);
  const trigger = (
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
  );
  return (
    <LoadOnPress trigger={trigger} loader={notificationSheet} popup="dialog">
      {(NotificationSheet) => <NotificationSheet trigger={trigger} />}
    </LoadOnPress>
  );
}

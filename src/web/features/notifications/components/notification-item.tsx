import { uz } from '@shared/i18n/uz';
import type { UserNotification } from '@shared/schemas/account';
import { cn } from '@web/lib/cn';
import { formatRelative } from '@web/lib/format-date';
import { Bell, CirclePause, CirclePlay, ShoppingBag, TriangleAlert, Trophy, Undo2 } from 'lucide-react';

const ICONS = {
  quiz_started: CirclePlay,
  quiz_resumed: CirclePlay,
  quiz_completed: Trophy,
  quiz_paused: CirclePause,
  navigation_warning: TriangleAlert,
  purchase_made: ShoppingBag,
  payment_refunded: Undo2,
} as const;

function iconFor(type: string) {
  return (ICONS as Record<string, typeof Bell>)[type] ?? Bell;
}

/** One notification; unread ones stand out, and clicking one marks it read. */
export function NotificationItem({
  notification,
  onRead,
}: {
  notification: UserNotification;
  onRead: (id: string) => void;
}) {
  const Icon = iconFor(notification.type);
  const unread = !notification.read;
  return (
    <li>
      <button
        type="button"
        data-read={notification.read}
        onClick={() => {
          if (unread) onRead(notification.id);
        }}
        className={cn(
          'flex w-full gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
          unread ? 'border-primary/40 bg-primary/5' : 'bg-background',
        )}
      >
        <Icon
          className={cn('mt-0.5 size-5 shrink-0', unread ? 'text-primary' : 'text-muted-foreground')}
          aria-hidden="true"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-start justify-between gap-2">
            <span className={cn('text-sm break-words', unread ? 'font-semibold' : 'font-medium')}>
              {notification.title}
            </span>
            {unread ? (
              <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
            ) : null}
          </span>
          <span className="text-sm break-words text-muted-foreground">{notification.message}</span>
          <span className="text-xs text-muted-foreground">
            <time dateTime={notification.createdAt}>{formatRelative(notification.createdAt)}</time>
            {unread ? <span className="sr-only">, {uz.notificationPanel.unread}</span> : null}
          </span>
        </span>
      </button>
    </li>
  );
}

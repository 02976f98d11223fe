import { adminMessages } from '@shared/i18n/admin/messages';
import { useUnreadMessageCount } from '../api/get-unread-count';

/** The sidebar's count of unread messages beside "Xabarlar"; nothing when all are read. */
export function UnreadMessagesBadge() {
  const unread = useUnreadMessageCount().data?.unreadCount ?? 0;
  if (unread === 0) return null;
  return (
    <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground tabular-nums">
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{adminMessages.unreadBadge(unread)}</span>
    </span>
  );
}

import { NOTIFICATION_LIMIT } from '@shared/domain/notifications';
import type { UserNotification } from '@shared/schemas/account';
import type { NotificationsResponse } from './api/get-notifications';

/** The live feed's 'notification' event (the server's notifications service). */
export type NotificationEvent =
  | { event: 'inserted'; notification: UserNotification }
  | { event: 'updated'; id: string }
  | { event: 'removed'; ids: string[] }
  | { event: 'cleared' };

export function parseNotificationEvent(data: Record<string, unknown>): NotificationEvent | null {
  if (data.event === 'cleared') return { event: 'cleared' };
  if (data.event === 'updated' && typeof data.id === 'string') return { event: 'updated', id: data.id };
  if (data.event === 'removed' && Array.isArray(data.ids)) {
    return { event: 'removed', ids: data.ids.filter((id): id is string => typeof id === 'string') };
  }
  const n = data.notification as Partial<UserNotification> | undefined;
  if (data.event === 'inserted' && n && typeof n.id === 'string' && typeof n.title === 'string') {
    return { event: 'inserted', notification: n as UserNotification };
  }
  return null;
}

/** The cached list with one notification marked read (the unread count follows). */
export function markReadInList(data: NotificationsResponse, id: string): NotificationsResponse {
  const target = data.notifications.find((n) => n.id === id);
  if (!target || target.read) return data;
  return {
    notifications: data.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unreadCount: Math.max(0, data.unreadCount - 1),
  };
}

export const EMPTY_NOTIFICATIONS: NotificationsResponse = { notifications: [], unreadCount: 0 };

/**
 * The cached list after a live event, or null when the cache cannot tell (an update or removal of
 * a notification beyond the 50 shown): then the list is refetched.
 */
export function applyNotificationEvent(
  data: NotificationsResponse,
  event: NotificationEvent,
): NotificationsResponse | null {
  switch (event.event) {
    case 'cleared':
      return EMPTY_NOTIFICATIONS;
    case 'updated': {
      const known = data.notifications.some((n) => n.id === event.id);
      return known ? markReadInList(data, event.id) : null;
    }
    case 'removed': {
      const gone = data.notifications.filter((n) => event.ids.includes(n.id));
      // one beyond the 50 shown may have been unread: only the server knows the count then
      if (gone.length < event.ids.length) return null;
      return {
        notifications: data.notifications.filter((n) => !event.ids.includes(n.id)),
        unreadCount: Math.max(0, data.unreadCount - gone.filter((n) => !n.read).length),
      };
    }
    case 'inserted': {
      const { notification } = event;
      if (data.notifications.some((n) => n.id === notification.id)) return data;
      return {
        notifications: [notification, ...data.notifications].slice(0, NOTIFICATION_LIMIT),
        unreadCount: data.unreadCount + (notification.read ? 0 : 1),
      };
    }
  }
}

/** '9+' above 9 (docs/product/learner-side.md section 4); nothing at 0. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

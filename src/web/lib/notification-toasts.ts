import { toast } from '@web/lib/toast';
import { useLiveEvent } from './realtime';

type LiveNotification = { type?: unknown; title?: unknown; message?: unknown };

/** Spec section 8: quiz_started and quiz_completed toast as success, navigation_warning as destructive. */
export function showNotificationToast(notification: LiveNotification): void {
  const title = typeof notification.title === 'string' ? notification.title : '';
  const description = typeof notification.message === 'string' ? notification.message : undefined;
  if (!title) return;
  switch (notification.type) {
    case 'quiz_started':
    case 'quiz_completed':
      toast.success(title, { description });
      break;
    case 'navigation_warning':
      toast.error(title, { description });
      break;
    default:
      break;
  }
}

/** Mounted once in the site layout: toasts for the notifications the live feed brings. */
export function useNotificationToasts(): void {
  useLiveEvent('notification', (data) => {
    if (data.event !== 'inserted' || !data.notification || typeof data.notification !== 'object') return;
    showNotificationToast(data.notification as LiveNotification);
  });
}

import { toast } from '@web/lib/toast';
import { useLiveEvent } from './realtime';

type LiveNotification = { type?: unknown; title?: unknown; message?: unknown };

/** /play/{id} and /quiz/{id}/play: the screen shows the quiz starting and its result itself. */
const PLAY_PAGE = /^\/(play\/[^/]+|quiz\/[^/]+\/play)\/?$/;

/**
 * docs/product/learner-side.md section 8: quiz_started and quiz_completed toast as success (but not over the play screen,
 * which says the same), navigation_warning (a pause the learner chose) as information.
 */
export function showNotificationToast(notification: LiveNotification, path = window.location.pathname): void {
  const title = typeof notification.title === 'string' ? notification.title : '';
  const description = typeof notification.message === 'string' ? notification.message : undefined;
  if (!title) return;
  switch (notification.type) {
    case 'quiz_started':
    case 'quiz_completed':
      if (!PLAY_PAGE.test(path)) toast.success(title, { description });
      break;
    case 'navigation_warning':
      toast.info(title, { description });
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

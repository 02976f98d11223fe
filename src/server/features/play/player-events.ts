import type { Db } from '../../db/client';
import { createNotification, type NewNotification } from '../notifications/notifications.service';
import { publish } from '../realtime/events';
import type { SessionRow } from './play-data';
import { channelOfOwner } from './player';

/** A learner's in-app notification; a guest has no account to notify, so nothing is recorded. */
export async function notifyOwner(
  t: Db,
  owner: { userId: string | null },
  notification: Omit<NewNotification, 'userId'>,
): Promise<void> {
  if (owner.userId) await createNotification(t, { userId: owner.userId, ...notification });
}

/**
 * Tells the session owner's open pages (a learner's, or every browser holding the guest access)
 * what happened to a play session: started, ended, taken_over, finished.
 */
export async function publishSessionEvent(
  t: Db,
  event: string,
  session: Pick<SessionRow, 'id' | 'quizId' | 'deviceId' | 'userId' | 'guestAccessId'>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const channel = channelOfOwner(session);
  if (!channel) return;
  await publish(t, {
    userId: channel,
    type: 'quiz_session',
    data: { event, sessionId: session.id, quizId: session.quizId, deviceId: session.deviceId, ...extra },
  });
}

import type { Db } from '../../db/client';
import { channelOfOwner } from '../identity/player';
import {
  type NewNotification,
  recordNotification,
  withdrawNotifications,
} from '../notifications/notifications.service';
import { type LiveEvent, publish } from '../realtime/events';
import type { SessionRow } from './play-data';

type Owner = { userId: string | null };
type SessionRef = Pick<SessionRow, 'id' | 'quizId' | 'deviceId' | 'userId' | 'guestAccessId'>;

/**
 * A learner's in-app notification, its live event returned to publish with the write's others
 * (publishAll); a guest has no account to notify, so nothing is recorded (null).
 */
export async function recordOwnerNotification(
  t: Db,
  owner: Owner,
  notification: Omit<NewNotification, 'userId'>,
): Promise<LiveEvent | null> {
  return owner.userId ? recordNotification(t, { userId: owner.userId, ...notification }) : null;
}

/**
 * The quiz is no longer one the learner left to come back to (resumed, restarted, finished or
 * given up): the logo's warning about it leaves the bell. Pauses and resumes are never rung; the
 * attempt keeps them (pauseCount, pausedSeconds).
 */
export async function withdrawLeaveWarning(t: Db, session: Pick<SessionRow, 'userId' | 'quizId'>) {
  if (session.userId) await withdrawNotifications(t, session.userId, 'navigation_warning', session.quizId);
}

/**
 * What happened to a play session (started, ended, taken_over, finished), as the event for the
 * session owner's open pages (a learner's, or every browser holding the guest access); null when
 * the session has no owner left to tell.
 */
export function sessionEvent(
  event: string,
  session: SessionRef,
  extra: Record<string, unknown> = {},
): LiveEvent | null {
  const channel = channelOfOwner(session);
  if (!channel) return null;
  return {
    userId: channel,
    type: 'quiz_session',
    data: { event, sessionId: session.id, quizId: session.quizId, deviceId: session.deviceId, ...extra },
  };
}

/** Tells the session owner's open pages what happened to a play session. */
export async function publishSessionEvent(
  t: Db,
  event: string,
  session: SessionRef,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await publishAll(t, [sessionEvent(event, session, extra)]);
}

/** A play write's live events, in the order given, in one statement; nulls (nobody to tell) are skipped. */
export async function publishAll(t: Db, events: (LiveEvent | null)[]): Promise<void> {
  await publish(t, ...events.filter((event): event is LiveEvent => event !== null));
}

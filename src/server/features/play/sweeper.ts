import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { uz } from '../../../shared/i18n/uz';
import type { Db } from '../../db/client';
import { guestAccess, quizSessions, quizzes } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { finishAttempt } from './finish';
import { finishAtAccessEnd, guestAccessEndOf } from './guest-expiry';
import { lockSession, recordPauses } from './play-lock';
import { notifyOwner } from './player-events';
import { clockStoppedAt, HEARTBEAT_GRACE_SECONDS, heartbeatLost, pausedAt, remainingAt } from './timer';

export const SWEEP_INTERVAL_MS = 5_000;

/**
 * The server's own clock work, for sessions no browser is looking after: a session whose time is
 * up (a strict timer's deadline passed, paused or not) is finished with the saved answers; one
 * whose device fell silent is paused; a guest's attempt whose 24-hour access ended is finished as
 * of that end. Safe to run on several app servers at once: each session is re-checked under its
 * play lock and row lock.
 */
export async function sweepSessions(
  db: Db,
  now = serverNow(),
): Promise<{ finished: number; paused: number }> {
  const silentSince = new Date(now.getTime() - HEARTBEAT_GRACE_SECONDS * 1000);
  const candidates = await db
    .select({ id: quizSessions.id })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.isActive, true),
        or(
          and(
            isNotNull(quizSessions.runningSince),
            or(
              lt(quizSessions.lastHeartbeatAt, silentSince),
              sql`${quizSessions.runningSince} + ${quizSessions.timeRemaining} * interval '1 second' <= ${now}`,
            ),
          ),
          // a strict timer ends at its deadline, paused or not
          lte(quizSessions.deadlineAt, now),
          and(
            isNull(quizSessions.userId),
            inArray(
              quizSessions.guestAccessId,
              db.select({ id: guestAccess.id }).from(guestAccess).where(lte(guestAccess.expiresAt, now)),
            ),
          ),
        ),
      ),
    );
  let finished = 0;
  let paused = 0;
  for (const { id } of candidates) {
    const outcome = await settle(db, id, now);
    if (outcome === 'finished') finished++;
    if (outcome === 'paused') paused++;
  }
  return { finished, paused };
}

async function settle(db: Db, sessionId: string, now: Date): Promise<'finished' | 'paused' | 'none'> {
  return db.transaction(async (t) => {
    const session = await lockSession(t, sessionId);
    if (!session?.isActive) return 'none';
    const accessEnd = await guestAccessEndOf(t, session, now);
    if (accessEnd) {
      await finishAtAccessEnd(t, session, accessEnd);
      return 'finished';
    }
    if (remainingAt(session, now) === 0) {
      await finishAttempt(t, session, clockStoppedAt(session, now));
      return 'finished';
    }
    if (!heartbeatLost(session, now)) return 'none';
    const paused = pausedAt(session, now);
    await t
      .update(quizSessions)
      .set({ ...paused.fields, updatedAt: now })
      .where(eq(quizSessions.id, session.id));
    await recordPauses(t, session.attemptId, paused.pause);
    const [quiz] = await t
      .select({ title: quizzes.title })
      .from(quizzes)
      .where(eq(quizzes.id, session.quizId));
    await notifyOwner(t, session, {
      type: 'quiz_paused',
      title: uz.notifications.quizPausedTitle,
      message: uz.notifications.quizPaused(quiz?.title ?? ''),
      metadata: { quizId: session.quizId, reason: 'heartbeat_lost' },
      isRead: true,
    });
    return 'paused';
  });
}

export function scheduleSweeper(db: Db, log: { error(obj: unknown, msg: string): void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSessions(db)
      .catch((error) => log.error({ err: error }, 'session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

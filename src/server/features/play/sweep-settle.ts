import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts, quizSessions } from '../../db/schema';
import { finishAttempt } from './finish';
import { guestPlayEnds } from './guest-expiry';
import type { SessionRow } from './play-data';
import { sessionPlayLockTaken } from './play-lock';
import { clockStoppedAt, heartbeatLost, pausedAt, remainingAt } from './timer';

/*
 * The sweeper's writes for a batch of candidate sessions, in one transaction: when many devices
 * fall silent at once (a classroom's network gone), pausing them costs a few statements and one
 * commit instead of a transaction each, which held up everyone else's saves. A session whose
 * locks another transaction holds is left alone: a request of its player is being written (a
 * contact from a silent device runs the clock again anyway), and the next sweep looks again. Taking the locks without waiting keeps a batch from
 * waiting on, or deadlocking with, a request that holds one of them.
 */

export interface SweepCounts {
  finished: number;
  paused: number;
  /** locked by another transaction at the time, left to the next sweep */
  busy: number;
}

/** Settles the sessions with these ids, each re-checked under its play lock and row lock. */
export async function settleSessions(t: Db, ids: string[], now: Date): Promise<SweepCounts> {
  const { free, busy } = await lockFree(t, ids);
  const guestEnds = await guestPlayEnds(t, free, now);
  const silent: SessionRow[] = [];
  let finished = 0;
  for (const session of free) {
    const end = endOf(session, guestEnds.get(session.id), now);
    if (end) {
      await finishAttempt(t, session, end);
      finished++;
    } else if (heartbeatLost(session, now)) silent.push(session);
  }
  await pauseSilent(t, silent, now);
  return { finished, paused: silent.length, busy };
}

/** When the clock stopped for good, if the attempt is over: a guest's play ended, or its time is up. */
function endOf(session: SessionRow, guestEnd: Date | undefined, now: Date): Date | null {
  if (guestEnd) return clockStoppedAt(session, guestEnd);
  return remainingAt(session, now) === 0 ? clockStoppedAt(session, now) : null;
}

/**
 * Takes the play lock, then the row lock, of each session with these ids where both are free,
 * without waiting (the order of every path, as in contact-batch.ts): the free ones still active,
 * in their newest committed version, and how many were busy.
 */
async function lockFree(t: Db, ids: string[]): Promise<{ free: SessionRow[]; busy: number }> {
  if (ids.length === 0) return { free: [], busy: 0 };
  const rows = await t
    .select({ ...getTableColumns(quizSessions), playLocked: sql<boolean>`${sessionPlayLockTaken}` })
    .from(quizSessions)
    .where(inArray(quizSessions.id, ids))
    .for('update', { skipLocked: true });
  const locked = rows.filter((row) => row.playLocked).map(({ playLocked: _, ...session }) => session);
  // a row lock held elsewhere leaves the row out; a play lock held elsewhere, playLocked false
  return { free: locked.filter((session) => session.isActive), busy: ids.length - locked.length };
}

/** Stops the clocks of sessions whose devices fell silent: sessions, attempts, notifications, each one statement. */
async function pauseSilent(t: Db, sessions: SessionRow[], now: Date): Promise<void> {
  if (sessions.length === 0) return;
  const paused = sessions.map((session) => ({ session, ...pausedAt(session, now) }));
  const clocks = paused.map(({ session, fields }) => ({
    id: session.id,
    time_remaining: fields.timeRemaining,
    running_since: fields.runningSince,
    last_heartbeat_at: fields.lastHeartbeatAt,
    paused_since: fields.pausedSince,
    deadline_at: fields.deadlineAt,
  }));
  await t
    .update(quizSessions)
    .set({
      timeRemaining: sql`clock.time_remaining`,
      runningSince: sql`clock.running_since`,
      lastHeartbeatAt: sql`clock.last_heartbeat_at`,
      pausedSince: sql`clock.paused_since`,
      deadlineAt: sql`clock.deadline_at`,
      updatedAt: now,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(clocks)}::jsonb) as clock(id uuid, time_remaining int,
        running_since timestamptz, last_heartbeat_at timestamptz, paused_since timestamptz, deadline_at timestamptz)`,
    )
    .where(eq(quizSessions.id, sql`clock.id`));
  const pauses = paused.map(({ session, pause }) => ({ id: session.attemptId, ...pause }));
  await t
    .update(quizAttempts)
    .set({
      pauseCount: sql`${quizAttempts.pauseCount} + added.pauses`,
      pausedSeconds: sql`${quizAttempts.pausedSeconds} + added.seconds`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(pauses)}::jsonb) as added(id uuid, pauses int, seconds int)`,
    )
    .where(eq(quizAttempts.id, sql`added.id`));
}

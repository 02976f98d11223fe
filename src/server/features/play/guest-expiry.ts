import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestAccess, quizSessions, quizzes } from '../../db/schema';
import { finishAttempt } from './finish';
import type { SessionRow } from './play-data';
import { lockSession } from './play-lock';
import { clockStoppedAt } from './timer';

/*
 * A guest access opens play for 24 hours: no attempt starts after that. An attempt started before
 * the end is the guest's to finish: it may be played on to its own time limit, its start plus the
 * quiz's duration (a strict timer's deadline), or to the access's end if that comes later. An
 * attempt still in progress then is finished with the answers it has, as of that moment, at the
 * guest's first call after it or by the sweeper, whichever comes first. Its result and
 * certificate stand.
 */

/** When a guest's attempt in progress must end: its own time limit, or the access's end if later. */
const ownTimeLimit = sql`coalesce(${quizSessions.deadlineAt}, ${quizSessions.startedAt} + ${quizzes.durationMinutes} * interval '1 minute')`;
const guestPlayEnd = sql<Date>`greatest(${guestAccess.expiresAt}, ${ownTimeLimit})`;

/** Guests' sessions (of `where`) whose play has ended by `now`, with the moment it ended. */
function endedGuestPlay(t: Db, where: SQL | undefined, now: Date) {
  return t
    .select({ id: quizSessions.id, end: guestPlayEnd.mapWith(quizSessions.startedAt) })
    .from(quizSessions)
    .innerJoin(guestAccess, eq(guestAccess.id, quizSessions.guestAccessId))
    .innerJoin(quizzes, eq(quizzes.id, quizSessions.quizId))
    .where(and(where, isNull(quizSessions.userId), sql`${guestPlayEnd} <= ${now}`));
}

/** The ids of guests' sessions whose play has ended by `now` (the sweeper's candidates). */
export function endedGuestSessionIds(t: Db, now: Date) {
  const ended = endedGuestPlay(t, undefined, now).as('ended_guest_play');
  return t.select({ id: ended.id }).from(ended);
}

/** Of these sessions, the guests' whose play has ended by `now`: by session id, when it ended. */
export async function guestPlayEnds(t: Db, sessions: SessionRow[], now: Date): Promise<Map<string, Date>> {
  const guests = sessions.filter((session) => !session.userId && session.guestAccessId);
  if (guests.length === 0) return new Map();
  const ids = guests.map((session) => session.id);
  const ended = await endedGuestPlay(t, inArray(quizSessions.id, ids), now);
  return new Map(ended.map((row) => [row.id, row.end]));
}

const activeOf = (guestAccessId: string) =>
  and(eq(quizSessions.guestAccessId, guestAccessId), eq(quizSessions.isActive, true));

/**
 * Finishes each of these sessions still active, each in its own transaction under its lock, as of
 * the moment `endOf` gives for it (none: it goes on).
 */
async function finishSessions(
  db: Db,
  ids: string[],
  endOf: (t: Db, session: SessionRow) => Promise<Date | undefined>,
): Promise<void> {
  for (const id of ids) {
    await db.transaction(async (t) => {
      const session = await lockSession(t, id);
      if (!session?.isActive) return;
      const end = await endOf(t, session);
      if (end) await finishAttempt(t, session, clockStoppedAt(session, end));
    });
  }
}

/** Finishes, as of `now`, every attempt in progress of this guest access (its payment refunded). */
export async function finishGuestPlayNow(db: Db, guestAccessId: string, now: Date): Promise<void> {
  const sessions = await db.select({ id: quizSessions.id }).from(quizSessions).where(activeOf(guestAccessId));
  await finishSessions(
    db,
    sessions.map((session) => session.id),
    async () => now,
  );
}

/** Finishes every attempt of this guest access whose play has ended (its first call after that). */
export async function finishEndedGuestPlay(db: Db, guestAccessId: string, now: Date): Promise<void> {
  const ended = await endedGuestPlay(db, activeOf(guestAccessId), now);
  await finishSessions(
    db,
    ended.map((session) => session.id),
    async (t, session) => (await guestPlayEnds(t, [session], now)).get(session.id),
  );
}

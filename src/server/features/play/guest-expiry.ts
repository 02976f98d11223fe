import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestAccess, quizSessions } from '../../db/schema';
import { finishAttempt } from './finish';
import type { SessionRow } from './play-data';
import { lockSession } from './play-lock';
import { clockStoppedAt } from './timer';

/*
 * A guest access opens play for 24 hours. What the guest answered is not lost when it ends: an
 * attempt still in progress is finished with the answers it has, as of the access's end, at the
 * guest's first refused call or by the sweeper, whichever comes first. Its result and certificate
 * stand.
 */

/** When the guest access behind the session ended, if it has by `now`; null for a learner's session. */
export async function guestAccessEndOf(t: Db, session: SessionRow, now: Date): Promise<Date | null> {
  return (await guestAccessEnds(t, [session], now)).get(session.id) ?? null;
}

/** guestAccessEndOf for many sessions in one query: by session id, the ends that came; learners' absent. */
export async function guestAccessEnds(t: Db, sessions: SessionRow[], now: Date): Promise<Map<string, Date>> {
  const guests = sessions.filter((session) => !session.userId && session.guestAccessId);
  const ends = new Map<string, Date>();
  if (guests.length === 0) return ends;
  const ended = await t
    .select({ id: guestAccess.id, expiresAt: guestAccess.expiresAt })
    .from(guestAccess)
    .where(
      and(
        inArray(
          guestAccess.id,
          guests.map((session) => session.guestAccessId!),
        ),
        lte(guestAccess.expiresAt, now),
      ),
    );
  const endOf = new Map(ended.map((access) => [access.id, access.expiresAt]));
  for (const session of guests) {
    const end = endOf.get(session.guestAccessId!);
    if (end) ends.set(session.id, end);
  }
  return ends;
}

/** Finishes a locked session whose guest access ended, as of that end. */
export function finishAtAccessEnd(t: Db, session: SessionRow, accessEnd: Date) {
  return finishAttempt(t, session, clockStoppedAt(session, accessEnd));
}

/** Finishes every attempt the guest access left in progress (its first call after the 24 hours). */
export async function finishExpiredGuestPlay(db: Db, guestAccessId: string, now: Date): Promise<void> {
  const active = await db
    .select({ id: quizSessions.id })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.guestAccessId, guestAccessId),
        isNull(quizSessions.userId),
        eq(quizSessions.isActive, true),
      ),
    );
  for (const { id } of active) {
    await db.transaction(async (t) => {
      const session = await lockSession(t, id);
      if (!session?.isActive) return;
      const end = await guestAccessEndOf(t, session, now);
      if (end) await finishAtAccessEnd(t, session, end);
    });
  }
}

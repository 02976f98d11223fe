import { and, eq, isNull } from 'drizzle-orm';
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
  if (session.userId || !session.guestAccessId) return null;
  const [access] = await t
    .select({ expiresAt: guestAccess.expiresAt })
    .from(guestAccess)
    .where(eq(guestAccess.id, session.guestAccessId));
  if (!access || access.expiresAt.getTime() > now.getTime()) return null;
  return access.expiresAt;
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

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts, quizResults, quizSessions } from '../../db/schema';
import { type EndedRefusal, refusalError } from './contact-refusal';
import type { SessionRow } from './play-data';

export async function resultOfAttempt(db: Db, attemptId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: quizResults.id })
    .from(quizResults)
    .where(eq(quizResults.attemptId, attemptId));
  return row?.id;
}

/** Why a session that ended takes no more writes (finished, taken over, or ended otherwise); null while live. */
export async function endedRefusal(db: Db, session: SessionRow): Promise<EndedRefusal | null> {
  if (session.isActive) return null;
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, session.attemptId));
  if (attempt?.isCompleted) return 'SESSION_FINISHED';
  const [successor] = await db
    .select({ id: quizSessions.id })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.attemptId, session.attemptId),
        eq(quizSessions.isActive, true),
        ne(quizSessions.id, session.id),
      ),
    );
  return successor ? 'SESSION_TAKEN_OVER' : 'SESSION_ENDED';
}

/** Refuses writes to a session that ended, saying why (409). */
export async function assertWritable(db: Db, session: SessionRow): Promise<void> {
  const refusal = await endedRefusal(db, session);
  if (refusal) throw refusalError(refusal);
}

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts, quizResults, quizSessions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import type { SessionRow } from './play-data';

export async function resultOfAttempt(db: Db, attemptId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: quizResults.id })
    .from(quizResults)
    .where(eq(quizResults.attemptId, attemptId));
  return row?.id;
}

/** Refuses writes to a session that ended, saying why: finished, taken over, or ended otherwise. */
export async function assertWritable(db: Db, session: SessionRow): Promise<void> {
  if (session.isActive) return;
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, session.attemptId));
  if (attempt?.isCompleted) throw new AppError(409, 'SESSION_FINISHED');
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
  throw new AppError(409, successor ? 'SESSION_TAKEN_OVER' : 'SESSION_ENDED');
}

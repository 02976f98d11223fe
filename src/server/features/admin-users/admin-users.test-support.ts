import { eq } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { userQuizRestrictions, userSessions } from '../../db/schema';
import { createLearner, createQuiz } from '../../test/factories';
import { EVENTS_CHANNEL, type LiveEvent } from '../realtime/events';

/** A learner blocked from a fresh quiz, written directly. */
export async function restrictedLearner(db: Db, reason = 'Sinov cheklovi') {
  const learner = await createLearner(db);
  const quiz = await createQuiz(db);
  await db
    .insert(userQuizRestrictions)
    .values({ userId: learner.id, quizId: quiz.id, isBlocked: true, reason });
  return { userId: learner.id, quizId: quiz.id };
}

/** The sign-in rows (user_sessions) of a user, active or not. */
export async function signInsOf(db: Db, userId: string) {
  return db.select().from(userSessions).where(eq(userSessions.userId, userId));
}

/** Collects the live events published to one user (through the real LISTEN), until `stop`. */
export async function liveEventsOf(database: Database, userId: string) {
  const events: LiveEvent[] = [];
  const stop = await database.listen(EVENTS_CHANNEL, (payload) => {
    const event = JSON.parse(payload) as LiveEvent;
    if (event.userId === userId) events.push(event);
  });
  return { events, stop };
}

import { and, eq, sql } from 'drizzle-orm';
import type { SaveAnswerBody } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { quizSessions } from '../../db/schema';
import type { SessionRow } from './play-data';
import { validAnswer } from './play-data';
import { recordPauses } from './play-lock';
import { contactAt, remainingAt, type TimerFields } from './timer';

/*
 * The two writes of exam day, an answer and a heartbeat, each built once (db/prepared.ts): the
 * device's current question, the clock after this contact, and for an answer the answer merged
 * into the map in the database where the question, option and index are valid.
 */
const value = (name: string) => sql`${sql.placeholder(name)}`;
const contactFields = {
  currentQuestionIndex: value('currentQuestionIndex'),
  timeRemaining: value('timeRemaining'),
  runningSince: value('runningSince'),
  lastHeartbeatAt: value('lastHeartbeatAt'),
  pausedSince: value('pausedSince'),
  deadlineAt: value('deadlineAt'),
  updatedAt: value('now'),
};
const thisSession = eq(quizSessions.id, sql.placeholder('sessionId'));

const writeAnswer = builtOnce((t) =>
  t
    .update(quizSessions)
    .set({
      ...contactFields,
      answers: sql`${quizSessions.answers} || jsonb_build_object(${sql.placeholder('questionId')}::text, ${sql.placeholder('optionIndex')}::int)`,
    })
    .where(
      and(
        thisSession,
        validAnswer(sql.placeholder('quizId'), {
          questionId: sql.placeholder('questionId'),
          optionIndex: sql.placeholder('optionIndex'),
          currentQuestionIndex: sql.placeholder('currentQuestionIndex'),
        }),
      ),
    )
    .returning({ id: quizSessions.id }),
);

const writeHeartbeat = builtOnce((t) =>
  t.update(quizSessions).set(contactFields).where(thisSession).returning({ id: quizSessions.id }),
);

/** Timestamps as drizzle's timestamp columns send them (placeholders skip the column's encoding). */
const iso = (date: Date | null) => date?.toISOString() ?? null;

function timerValues(fields: TimerFields) {
  return {
    timeRemaining: fields.timeRemaining,
    runningSince: iso(fields.runningSince),
    lastHeartbeatAt: iso(fields.lastHeartbeatAt),
    pausedSince: iso(fields.pausedSince),
    deadlineAt: iso(fields.deadlineAt),
  };
}

/**
 * Saves a contact from the playing device; a paused or silent clock runs again. With `answer`,
 * the write happens only where the answer is valid: null then, nothing written. Returns the
 * seconds left.
 */
export async function contact(
  t: Db,
  session: SessionRow,
  now: Date,
  currentQuestionIndex: number,
  answer?: Pick<SaveAnswerBody, 'questionId' | 'optionIndex'>,
): Promise<number | null> {
  const timer = contactAt(session, now);
  const values = {
    sessionId: session.id,
    currentQuestionIndex,
    ...timerValues(timer.fields),
    now: now.toISOString(),
  };
  const written = answer
    ? await writeAnswer(t, { ...values, ...answer, quizId: session.quizId })
    : await writeHeartbeat(t, values);
  if (written.length === 0) return null;
  await recordPauses(t, session.attemptId, timer.pause);
  return remainingAt(timer.fields, now);
}

import { eq } from 'drizzle-orm';
import { uz } from '../../../shared/i18n/uz';
import type { PauseBody, SaveAnswerBody } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { quizSessions } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { confirmedPlayer, type Player } from '../identity/player';
import { createNotification } from '../notifications/notifications.service';
import { type ContactOutcome, refused, timerOrRefusal } from './contact-refusal';
import { type ContactAnswer, contact } from './contact-writes';
import { finishAttempt } from './finish';
import { findQuiz, questionCount, type SessionRow } from './play-data';
import { lockedOwnSession, lockOwnSession, recordPauses } from './play-lock';
import { withdrawLeaveWarning } from './player-events';
import { contactWhileRunning } from './running-contacts';
import { clockStoppedAt, pausedAt, remainingAt } from './timer';
import { assertWritable, endedRefusal, resultOfAttempt } from './writable';

/** The index a device reports must point at one of the quiz's questions. */
function assertIndexInQuiz(index: number, count: number) {
  if (index >= count) throw new AppError(400, 'QUESTION_INDEX_OUT_OF_RANGE');
}

/**
 * Where play's writes go: transactions on `db`; contacts with running sessions (in batches on
 * PostgreSQL: running-contacts.ts) on `contactDb` (Database.contactDb), so that they never wait
 * behind a transaction.
 */
export interface PlayDbs {
  db: Db;
  contactDb: Db;
}

/**
 * The answer-write engine: an answer or heartbeat to the caller's session. To a running session
 * one statement, on PostgreSQL shared with the others of the moment (contactWhileRunning); where
 * the contact condition does not hold there, a transaction that waits for the locks and decides:
 * a paused or silent clock runs again, time up finishes the attempt with the answers it has, an
 * ended session, someone else's or bad input is refused for that reason. A learner's sign-in still
 * to be checked (player.ts) is checked by the one statement, or confirmed before the transaction.
 */
async function writeContact(
  { db, contactDb }: PlayDbs,
  player: Player,
  sessionId: string,
  now: Date,
  currentQuestionIndex: number,
  answer?: ContactAnswer,
): Promise<ContactOutcome> {
  const running = await contactWhileRunning(contactDb, player, sessionId, now, currentQuestionIndex, answer);
  if (running !== null) return { written: true, timeRemaining: running };
  const confirmed = await confirmedPlayer(player);
  return db.transaction(async (t) => {
    const session = await lockedOwnSession(t, confirmed, sessionId);
    if (!session) return refused('SESSION_NOT_FOUND');
    const ended = await endedRefusal(t, session);
    if (ended) return refused(ended);
    if (remainingAt(session, now) === 0) {
      await finishAttempt(t, session, clockStoppedAt(session, now));
      return refused('TIME_UP');
    }
    return contact(t, session, now, currentQuestionIndex, answer);
  });
}

/**
 * Saves one answer the moment it is chosen; repeating it changes nothing. The hot path of exam
 * day (writeContact): the answer is merged into the map in the database (not the whole map
 * rewritten from here) where the question is the quiz's, the option one of its options and the
 * current index within the quiz. It is answered only once its statement has committed.
 */
export async function saveAnswer(
  dbs: PlayDbs,
  player: Player,
  sessionId: string,
  input: SaveAnswerBody,
  now = serverNow(),
) {
  return timerOrRefusal(await writeContact(dbs, player, sessionId, now, input.currentQuestionIndex, input));
}

/** The playing device is alive: the clock keeps running; the current question is remembered. */
export async function heartbeat(
  dbs: PlayDbs,
  player: Player,
  sessionId: string,
  currentQuestionIndex: number,
  now = serverNow(),
) {
  return timerOrRefusal(await writeContact(dbs, player, sessionId, now, currentQuestionIndex));
}

/** Stops the clock with progress kept: leaving through the logo, or the tab closing. */
export async function pauseSession(
  db: Db,
  player: Player,
  sessionId: string,
  input: PauseBody,
  now = serverNow(),
) {
  return db.transaction(async (t) => {
    const session = await lockOwnSession(t, player, sessionId);
    if (!session.isActive) return { timeRemaining: remainingAt(session, now), running: false };
    if (input.currentQuestionIndex !== undefined) {
      assertIndexInQuiz(input.currentQuestionIndex, await questionCount(t, session.quizId));
    }
    if (remainingAt(session, now) === 0) {
      await finishAttempt(t, session, clockStoppedAt(session, now));
      return { timeRemaining: 0, running: false };
    }
    const paused = pausedAt(session, now);
    await t
      .update(quizSessions)
      .set({
        ...paused.fields,
        currentQuestionIndex: input.currentQuestionIndex ?? session.currentQuestionIndex,
        updatedAt: now,
      })
      .where(eq(quizSessions.id, session.id));
    await recordPauses(t, session.attemptId, paused.pause);
    // the learner's own leaving by the logo is worth the bell until they come back; a closed tab's
    // automatic pause is only the attempt's history
    if (input.reason === 'navigation') await warnOfLeaving(t, session, input);
    return { timeRemaining: paused.fields.timeRemaining, running: false };
  });
}

/** Finishes the caller's attempt; finishing again returns the same result. */
export async function finishSession(
  db: Db,
  player: Player,
  sessionId: string,
  now = serverNow(),
): Promise<string> {
  return db.transaction(async (t) => {
    const session = await lockOwnSession(t, player, sessionId);
    if (!session.isActive) {
      const existing = await resultOfAttempt(t, session.attemptId);
      if (existing) return existing;
      await assertWritable(t, session);
    }
    return finishAttempt(t, session, now);
  });
}

/** One warning per left quiz: leaving it again replaces the one before. */
async function warnOfLeaving(t: Db, session: SessionRow, input: PauseBody): Promise<void> {
  if (!session.userId) return;
  await withdrawLeaveWarning(t, session);
  const title = (await findQuiz(t, session.quizId))?.title ?? '';
  await createNotification(t, {
    userId: session.userId,
    type: 'navigation_warning',
    text: () => ({
      title: uz.notifications.navigationWarningTitle,
      message: uz.notifications.navigationWarning(title),
    }),
    metadata: { quizId: session.quizId, fromPage: input.fromPage ?? '', targetPage: input.targetPage ?? '/' },
  });
}

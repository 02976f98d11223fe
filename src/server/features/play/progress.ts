import { eq } from 'drizzle-orm';
import { uz } from '../../../shared/i18n/uz';
import type { PauseBody, PlayTimer, SaveAnswerBody } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { quizSessions } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { confirmedPlayer, type Player } from '../identity/player';
import { createNotification } from '../notifications/notifications.service';
import { contact } from './contact-writes';
import { finishAttempt } from './finish';
import { findQuiz, questionCount, questionForAnswer, type SessionRow } from './play-data';
import { lockOwnSession, recordPauses } from './play-lock';
import { withdrawLeaveWarning } from './player-events';
import { contactWhileRunning } from './running-contacts';
import { clockStoppedAt, pausedAt, remainingAt } from './timer';
import { assertWritable, resultOfAttempt } from './writable';

type Outcome = { timeUp: true } | { timeUp: false; timeRemaining: number };

/**
 * Runs a write on the caller's active session. When its time is up the server finishes the
 * attempt with the answers it has and the write is refused with TIME_UP.
 */
async function withLiveSession(
  db: Db,
  player: Player,
  sessionId: string,
  now: Date,
  write: (t: Db, session: SessionRow) => Promise<number>,
): Promise<PlayTimer> {
  const outcome: Outcome = await db.transaction(async (t) => {
    const session = await lockOwnSession(t, player, sessionId);
    await assertWritable(t, session);
    if (remainingAt(session, now) === 0) {
      await finishAttempt(t, session, clockStoppedAt(session, now));
      return { timeUp: true };
    }
    return { timeUp: false, timeRemaining: await write(t, session) };
  });
  if (outcome.timeUp) throw new AppError(422, 'TIME_UP');
  return { timeRemaining: outcome.timeRemaining, running: true };
}

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
 * Saves one answer the moment it is chosen; repeating it changes nothing. The hot path of exam
 * day: to a running session one statement, on PostgreSQL shared with the others of the moment
 * (contactWhileRunning), else in a transaction. Either way the answer is merged into the map in
 * the database (not the whole map rewritten from here) where the question is the quiz's, the
 * option one of its options and the current index within the quiz; only a refused save asks
 * which of them failed. It is answered only once its statement has committed. A learner's sign-in
 * still to be checked (player.ts) is checked by that statement, or confirmed before the transaction.
 */
export async function saveAnswer(
  { db, contactDb }: PlayDbs,
  player: Player,
  sessionId: string,
  input: SaveAnswerBody,
  now = serverNow(),
) {
  const running = await contactWhileRunning(
    contactDb,
    player,
    sessionId,
    now,
    input.currentQuestionIndex,
    input,
  );
  if (running !== null) return { timeRemaining: running, running: true };
  return withLiveSession(db, await confirmedPlayer(player), sessionId, now, async (t, session) => {
    const remaining = await contact(t, session, now, input.currentQuestionIndex, input);
    if (remaining !== null) return remaining;
    const question = await questionForAnswer(t, session.quizId, input.questionId);
    if (!question) throw new AppError(400, 'QUESTION_NOT_IN_QUIZ');
    if (input.optionIndex >= question.options.length) throw new AppError(400, 'OPTION_OUT_OF_RANGE');
    assertIndexInQuiz(input.currentQuestionIndex, question.questionCount);
    throw new Error(`answer to ${input.questionId} refused for no known reason`);
  });
}

/** The playing device is alive: the clock keeps running; the current question is remembered. */
export async function heartbeat(
  { db, contactDb }: PlayDbs,
  player: Player,
  sessionId: string,
  currentQuestionIndex: number,
  now = serverNow(),
) {
  const running = await contactWhileRunning(contactDb, player, sessionId, now, currentQuestionIndex);
  if (running !== null) return { timeRemaining: running, running: true };
  return withLiveSession(db, await confirmedPlayer(player), sessionId, now, async (t, session) => {
    assertIndexInQuiz(currentQuestionIndex, await questionCount(t, session.quizId));
    // unguarded: the write always happens, so there is a remaining time
    return (await contact(t, session, now, currentQuestionIndex)) as number;
  });
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
    title: uz.notifications.navigationWarningTitle,
    message: uz.notifications.navigationWarning(title),
    metadata: { quizId: session.quizId, fromPage: input.fromPage ?? '', targetPage: input.targetPage ?? '/' },
  });
}

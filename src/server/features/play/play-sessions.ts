// Play sessions: one attempt being played on a device (start, resume, takeover, exit).
// Sign-in sessions are another thing and live in features/sessions.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uz } from '../../../shared/i18n/uz';
import type { PlaySession } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { quizAttempts, quizSessions } from '../../db/schema';
import { serverNow } from '../../lib/clock';
import { AppError } from '../../plugins/errors';
import { ownerColumns, type Player } from '../identity/player';
import { assertCanPlay } from './access';
import { finishAttempt } from './finish';
import { attemptNumberOf, loadQuestions, type QuizRow, type SessionRow, sessionView } from './play-data';
import { lockOwnSession, lockPlayOnArrival, recordPauses } from './play-lock';
import {
  publishAll,
  publishSessionEvent,
  recordOwnerNotification,
  sessionEvent,
  withdrawLeaveWarning,
} from './player-events';
import { shuffled, shuffledIndices } from './shuffle';
import { clockStoppedAt, endedAt, remainingAt, runningFrom } from './timer';
import { assertWritable } from './writable';

async function view(db: Db, session: SessionRow, quiz: QuizRow, now: Date): Promise<PlaySession> {
  const questions = await loadQuestions(db, quiz.id);
  return sessionView(session, quiz, questions, await attemptNumberOf(db, session.attemptId), now);
}

/**
 * Ends the learner's active session of the quiz (read under the play lock) before a new start; a
 * start replaces only the session it saw on arrival (a restart), never one a parallel request
 * began meanwhile (409).
 */
async function endActiveSession(t: Db, active: SessionRow | null, seenId: string | null, now: Date) {
  if (!active) return null;
  if (active.id !== seenId) throw new AppError(409, 'SESSION_ALREADY_STARTED');
  const ended = endedAt(active, now);
  await t
    .update(quizSessions)
    .set({ ...ended.fields, isActive: false, updatedAt: now })
    .where(eq(quizSessions.id, active.id));
  await recordPauses(t, active.attemptId, ended.pause);
  return active;
}

/**
 * Starts a new attempt on this device: under the play lock, the access check and purchase (every
 * attempt started counts, the one replaced included; a quiz without retakes refuses a restart),
 * the previous session ended, attempt number last + 1, the server's shuffle kept for the whole
 * session, the clock running (to a fixed deadline when the quiz has a strict timer). The rules'
 * facts are one read after the lock (play-facts.ts); the questions are read before the
 * transaction, so it holds its connection for less.
 */
export async function startSession(
  db: Db,
  player: Player,
  quizId: string,
  deviceId: string,
  now = serverNow(),
) {
  const questions = await loadQuestions(db, quizId);
  return db.transaction(async (t) => {
    const seenId = await lockPlayOnArrival(t, player, quizId);
    // counted under the lock: the attempts it sees are the ones this start adds to
    const facts = await assertCanPlay(t, player, quizId, now, 'start');
    const { quiz, nextAttemptNumber: attemptNumber } = facts;
    const ended = await endActiveSession(t, facts.activeSession, seenId, now);
    // the attempt and its first session in one statement: the session names the attempt's new id
    const attemptId = randomUUID();
    const newAttempt = t.$with('new_attempt').as(
      t
        .insert(quizAttempts)
        .values({
          id: attemptId,
          ...ownerColumns(player),
          quizId,
          attemptNumber,
          startedAt: now,
          // the attempt keeps the pass mark it starts with, whatever the admin sets meanwhile
          passPercentage: facts.newAttemptPassMark,
        })
        .returning({ id: quizAttempts.id }),
    );
    const duration = quiz.durationMinutes * 60;
    const [session] = await t
      .with(newAttempt)
      .insert(quizSessions)
      .values({
        ...ownerColumns(player),
        quizId,
        attemptId,
        deviceId,
        timeRemaining: duration,
        runningSince: now,
        lastHeartbeatAt: now,
        deadlineAt: quiz.strictTimer ? new Date(now.getTime() + duration * 1000) : null,
        shuffledQuestions: quiz.shuffleQuestions ? shuffled(questions.map((q) => q.id)) : null,
        shuffledAnswers: quiz.shuffleAnswers
          ? Object.fromEntries(questions.map((q) => [q.id, shuffledIndices(q.options.length)]))
          : null,
        startedAt: now,
      })
      .returning();
    await withdrawLeaveWarning(t, session!);
    const notification = await recordOwnerNotification(t, session!, {
      type: 'quiz_started',
      text: () => ({
        title: uz.notifications.quizStartedTitle,
        message: uz.notifications.quizStarted(quiz.title),
      }),
      metadata: { quizId, attemptNumber },
    });
    // in the order the pages hear them: the replaced session ended, this one started, the notification
    await publishAll(t, [
      ended && sessionEvent('ended', ended),
      sessionEvent('started', session!),
      notification,
    ]);
    return sessionView(session!, quiz, questions, attemptNumber, now);
  });
}

type Playable<T> = { timeUp: true } | { timeUp: false; value: T };

/**
 * Runs `action` on the caller's session under the play lock, once it is still open and the
 * access check passes (a learner blocked after starting gets the block). When its time is up the
 * attempt is finished with the answers it has and the request is refused with TIME_UP.
 */
async function withPlayableSession<T>(
  db: Db,
  player: Player,
  sessionId: string,
  now: Date,
  action: (t: Db, session: SessionRow, quiz: QuizRow) => Promise<T>,
): Promise<T> {
  const outcome: Playable<T> = await db.transaction(async (t) => {
    const session = await lockOwnSession(t, player, sessionId);
    await assertWritable(t, session);
    const { quiz } = await assertCanPlay(t, player, session.quizId, now, 'continue');
    if (remainingAt(session, now) === 0) {
      await finishAttempt(t, session, clockStoppedAt(session, now));
      return { timeUp: true };
    }
    return { timeUp: false, value: await action(t, session, quiz) };
  });
  if (outcome.timeUp) throw new AppError(422, 'TIME_UP');
  return outcome.value;
}

/** Continues this device's own session: the clock runs again from now. */
export async function resumeSession(
  db: Db,
  player: Player,
  sessionId: string,
  deviceId: string,
  now = serverNow(),
) {
  return withPlayableSession(db, player, sessionId, now, async (t, session, quiz) => {
    if (session.deviceId !== deviceId) throw new AppError(409, 'SESSION_ON_OTHER_DEVICE');
    const run = runningFrom(session, now);
    const [running] = await t
      .update(quizSessions)
      .set({ ...run.fields, updatedAt: now })
      .where(eq(quizSessions.id, session.id))
      .returning();
    await recordPauses(t, session.attemptId, run.pause);
    await withdrawLeaveWarning(t, session);
    return view(t, running!, quiz, now);
  });
}

/**
 * Moves an active session to this device: the old one ends (its device is told at once), a new
 * one keeps the attempt, index, answers, start time, deadline and the time left.
 */
export async function takeOverSession(
  db: Db,
  player: Player,
  sessionId: string,
  deviceId: string,
  now = serverNow(),
) {
  return withPlayableSession(db, player, sessionId, now, async (t, old, quiz) => {
    await t
      .update(quizSessions)
      .set({ isActive: false, runningSince: null, pausedSince: null, updatedAt: now })
      .where(eq(quizSessions.id, old.id));
    const run = runningFrom(old, now);
    const [moved] = await t
      .insert(quizSessions)
      .values({
        ...ownerColumns(player),
        quizId: old.quizId,
        attemptId: old.attemptId,
        deviceId,
        currentQuestionIndex: old.currentQuestionIndex,
        answers: old.answers,
        ...run.fields,
        shuffledQuestions: old.shuffledQuestions,
        shuffledAnswers: old.shuffledAnswers,
        startedAt: old.startedAt,
      })
      .returning();
    await recordPauses(t, old.attemptId, run.pause);
    await publishSessionEvent(t, 'taken_over', old);
    await withdrawLeaveWarning(t, moved!);
    return view(t, moved!, quiz, now);
  });
}

/**
 * Exit: the attempt is abandoned without a result; it still counts against the limit, as every
 * attempt started does. Once its time is up there is nothing left to abandon: the attempt is
 * finished instead.
 */
export async function exitSession(db: Db, player: Player, sessionId: string, now = serverNow()) {
  await db.transaction(async (t) => {
    const session = await lockOwnSession(t, player, sessionId);
    if (!session.isActive) return;
    if (remainingAt(session, now) === 0) {
      await finishAttempt(t, session, clockStoppedAt(session, now));
      return;
    }
    const ended = endedAt(session, now);
    await t
      .update(quizSessions)
      .set({ ...ended.fields, isActive: false, updatedAt: now })
      .where(eq(quizSessions.id, session.id));
    await recordPauses(t, session.attemptId, ended.pause);
    await withdrawLeaveWarning(t, session);
    await publishSessionEvent(t, 'ended', session);
  });
}

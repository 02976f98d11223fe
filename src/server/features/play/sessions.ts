import { and, eq } from 'drizzle-orm';
import { ACCESS_MESSAGES } from '../../../shared/domain/access';
import { uz } from '../../../shared/i18n/uz';
import type { PlaySession } from '../../../shared/schemas/play';
import type { Db } from '../../db/client';
import { quizAttempts, quizSessions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { createNotification } from '../notifications/notifications.service';
import { publish } from '../realtime/events';
import { assertCanPlay } from './access';
import {
  attemptNumberOf,
  findQuiz,
  loadQuestions,
  nextAttemptNumber,
  ownSession,
  type QuizRow,
  type SessionRow,
  sessionView,
} from './play-data';
import { shuffled, shuffledIndices } from './shuffle';
import { pausedAt, runningFrom } from './timer';
import { assertWritable } from './writable';

export interface Player {
  id: string;
}

function sessionEvent(
  userId: string,
  event: string,
  session: Pick<SessionRow, 'id' | 'quizId' | 'deviceId'>,
) {
  return {
    userId,
    type: 'quiz_session',
    data: { event, sessionId: session.id, quizId: session.quizId, deviceId: session.deviceId },
  };
}

async function view(db: Db, session: SessionRow, quiz: QuizRow, now: Date): Promise<PlaySession> {
  const questions = await loadQuestions(db, quiz.id);
  return sessionView(session, quiz, questions, await attemptNumberOf(db, session.attemptId), now);
}

/**
 * Starts a new attempt on this device: access check, purchase, other sessions of the quiz ended,
 * attempt number last + 1, the server's shuffle kept for the whole session, the clock running.
 */
export async function startSession(db: Db, user: Player, quizId: string, deviceId: string, now = new Date()) {
  const quiz = await assertCanPlay(db, user.id, quizId);
  const questions = await loadQuestions(db, quizId);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const ended = await t
      .update(quizSessions)
      .set({ isActive: false, runningSince: null, updatedAt: now })
      .where(
        and(
          eq(quizSessions.userId, user.id),
          eq(quizSessions.quizId, quizId),
          eq(quizSessions.isActive, true),
        ),
      )
      .returning();
    const attemptNumber = await nextAttemptNumber(t, user.id, quizId);
    const [attempt] = await t
      .insert(quizAttempts)
      .values({ userId: user.id, quizId, attemptNumber, startedAt: now })
      .returning();
    const [session] = await t
      .insert(quizSessions)
      .values({
        userId: user.id,
        quizId,
        attemptId: attempt!.id,
        deviceId,
        timeRemaining: quiz.durationMinutes * 60,
        runningSince: now,
        lastHeartbeatAt: now,
        shuffledQuestions: quiz.shuffleQuestions ? shuffled(questions.map((q) => q.id)) : null,
        shuffledAnswers: quiz.shuffleAnswers
          ? Object.fromEntries(questions.map((q) => [q.id, shuffledIndices(q.options.length)]))
          : null,
        startedAt: now,
      })
      .returning();
    for (const old of ended) await publish(t, sessionEvent(user.id, 'ended', old));
    await publish(t, sessionEvent(user.id, 'started', session!));
    await createNotification(t, {
      userId: user.id,
      type: 'quiz_started',
      title: uz.notifications.quizStartedTitle,
      message: uz.notifications.quizStarted(quiz.title),
      metadata: { quizId, attemptNumber },
    });
    return sessionView(session!, quiz, questions, attemptNumber, now);
  });
}

function recordResumed(t: Db, userId: string, quiz: QuizRow, metadata: Record<string, unknown>) {
  return createNotification(t, {
    userId,
    type: 'quiz_resumed',
    title: uz.notifications.quizResumedTitle,
    message: uz.notifications.quizResumed(quiz.title),
    metadata: { quizId: quiz.id, ...metadata },
  });
}

/** The caller's session, locked, still open for writes, with its (active) quiz. */
async function lockLiveSession(t: Db, user: Player, sessionId: string) {
  const session = await ownSession(t, user.id, sessionId, true);
  await assertWritable(t, session);
  const quiz = await findQuiz(t, session.quizId);
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND', ACCESS_MESSAGES.notFound);
  return { session, quiz };
}

/** Continues this device's own session: the clock runs again from now. */
export async function resumeSession(
  db: Db,
  user: Player,
  sessionId: string,
  deviceId: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { session, quiz } = await lockLiveSession(t, user, sessionId);
    if (session.deviceId !== deviceId) throw new AppError(409, 'SESSION_ON_OTHER_DEVICE');
    const [running] = await t
      .update(quizSessions)
      .set({ ...runningFrom(session, now), updatedAt: now })
      .where(eq(quizSessions.id, session.id))
      .returning();
    await recordResumed(t, user.id, quiz, { sessionId });
    return view(t, running!, quiz, now);
  });
}

/**
 * Moves an active session to this device: the old one ends (its device is told at once), a new
 * one keeps the attempt, index, answers, start time and the time left.
 */
export async function takeOverSession(
  db: Db,
  user: Player,
  sessionId: string,
  deviceId: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const { session: old, quiz } = await lockLiveSession(t, user, sessionId);
    await t
      .update(quizSessions)
      .set({ isActive: false, runningSince: null, updatedAt: now })
      .where(eq(quizSessions.id, old.id));
    const [moved] = await t
      .insert(quizSessions)
      .values({
        userId: user.id,
        quizId: old.quizId,
        attemptId: old.attemptId,
        deviceId,
        currentQuestionIndex: old.currentQuestionIndex,
        answers: old.answers,
        ...runningFrom(old, now),
        shuffledQuestions: old.shuffledQuestions,
        shuffledAnswers: old.shuffledAnswers,
        startedAt: old.startedAt,
      })
      .returning();
    await publish(t, sessionEvent(user.id, 'taken_over', old));
    await recordResumed(t, user.id, quiz, { sessionId: moved!.id, takenOverFrom: old.deviceId });
    return view(t, moved!, quiz, now);
  });
}

/** Exit: the attempt is abandoned without a result and does not count against the limit. */
export async function exitSession(db: Db, user: Player, sessionId: string, now = new Date()) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const session = await ownSession(t, user.id, sessionId, true);
    if (!session.isActive) return;
    await t
      .update(quizSessions)
      .set({ ...pausedAt(session, now), isActive: false, updatedAt: now })
      .where(eq(quizSessions.id, session.id));
    await publish(t, sessionEvent(user.id, 'ended', session));
  });
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserNotification } from '../../../shared/schemas/account';
import { quizAttempts, quizSessions, userNotifications } from '../../db/schema';
import { appWithLearner, claimedQuiz, type QuizFactoryOptions, testClock } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { readerOf } from '../identity/player';
import { resumeSession, startSession } from './play-sessions';
import { finishSession, heartbeat, pauseSession, saveAnswer } from './progress';
import { resultDetail } from './result-detail';
import { sweepSessions } from './sweeper';

let app: TestApp;
let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
beforeAll(async () => {
  ({ app, learner } = await appWithLearner());
});
afterAll(() => app.close());

const DEVICE = 'device-polish-a';
const { T0, at } = testClock();

const ownedQuiz = (options: QuizFactoryOptions = {}) =>
  claimedQuiz(app, learner.client, { questionCount: 4, durationMinutes: 1, ...options });

async function lastResultId(quizId: string): Promise<string> {
  return (await learner.client.get(`/api/play/${quizId}`)).json().lastResult.id;
}

async function notificationsOf(quizId: string) {
  const rows = await app.db
    .select()
    .from(userNotifications)
    .where(eq(userNotifications.userId, learner.id))
    .orderBy(userNotifications.createdAt);
  return rows.filter((row) => row.metadata?.quizId === quizId);
}

describe('a result says when the time ran out, whoever finished it', () => {
  it('the sweeper finishing a running attempt at zero', async () => {
    const quiz = await ownedQuiz();
    const session = await startSession(app.db, learner, quiz.id, DEVICE, T0);
    for (const second of [10, 20, 30, 40, 50])
      await heartbeat(app.database, learner, session.sessionId, 0, at(second));
    expect((await sweepSessions(app.db, at(61))).finished).toBe(1);
    const detail = await resultDetail(app.db, readerOf(learner), await lastResultId(quiz.id));
    expect(detail.timeUp).toBe(true);
    const response = await learner.client.get(`/api/play/results/${detail.result.id}`);
    expect(response.json().timeUp).toBe(true);
  });

  it('a write after the deadline (refused with TIME_UP)', async () => {
    const quiz = await ownedQuiz({ strictTimer: true });
    const session = await startSession(app.db, learner, quiz.id, DEVICE, T0);
    const input = { questionId: session.questions[0]!.id, optionIndex: 0, currentQuestionIndex: 0 };
    const late = await saveAnswer(app.database, learner, session.sessionId, input, at(70)).catch((e) => e);
    expect(late).toMatchObject({ code: 'TIME_UP' });
    expect((await resultDetail(app.db, readerOf(learner), await lastResultId(quiz.id))).timeUp).toBe(true);
  });

  it('the device finishing at its own zero, a second ahead of the server', async () => {
    const quiz = await ownedQuiz({ strictTimer: true });
    const session = await startSession(app.db, learner, quiz.id, DEVICE, T0);
    const resultId = await finishSession(app.db, learner, session.sessionId, at(59));
    expect((await resultDetail(app.db, readerOf(learner), resultId)).timeUp).toBe(true);
  });

  it('but not a learner finishing with time left', async () => {
    const quiz = await ownedQuiz();
    const session = await startSession(app.db, learner, quiz.id, DEVICE, T0);
    const resultId = await finishSession(app.db, learner, session.sessionId, at(20));
    expect((await resultDetail(app.db, readerOf(learner), resultId)).timeUp).toBe(false);
  });
});

describe('the quiz_completed notification', () => {
  it('writes the percentage as the result page does (81,82%)', async () => {
    const quiz = await ownedQuiz({ questionCount: 11 });
    const session = await startSession(app.db, learner, quiz.id, DEVICE, T0);
    // question i's correct option is i % 4: the first nine right, the last two wrong
    for (const [i, question] of session.questions.entries()) {
      const original = Number(question.questionText.replace('Savol ', '')) - 1;
      const optionIndex = original < 9 ? original % 4 : (original + 1) % 4;
      const input = { questionId: question.id, optionIndex, currentQuestionIndex: i };
      await saveAnswer(app.database, learner, session.sessionId, input, at(1 + i));
    }
    await finishSession(app.db, learner, session.sessionId, at(20));
    const completed = (await notificationsOf(quiz.id)).find((row) => row.type === 'quiz_completed');
    expect(completed?.message).toContain('81,82%');
    expect(completed?.message).not.toContain('81.82');
  });
});

describe('the bell holds what a learner wants to find later', () => {
  it('no pause or resume, however often the quiz is left and resumed; the logo warning only while away', async () => {
    const quiz = await ownedQuiz({ durationMinutes: 10 });
    const session = await startSession(app.db, learner, quiz.id, DEVICE, T0);
    const bell = async () => {
      const res = await learner.client.get('/api/notifications');
      expect(res.statusCode).toBe(200);
      const notifications: UserNotification[] = res.json().notifications;
      return notifications.filter((n) => n.metadata?.quizId === quiz.id).map((n) => n.type);
    };
    const leave = { reason: 'navigation', fromPage: `/play/${quiz.id}`, targetPage: '/' } as const;

    await pauseSession(app.db, learner, session.sessionId, { reason: 'closed' }, at(5));
    await resumeSession(app.db, learner, session.sessionId, DEVICE, at(10));
    await sweepSessions(app.db, at(60)); // silent since 10: paused by the server
    await resumeSession(app.db, learner, session.sessionId, DEVICE, at(70));
    expect(await bell()).toEqual(['quiz_started']);

    await pauseSession(app.db, learner, session.sessionId, leave, at(80));
    await pauseSession(app.db, learner, session.sessionId, leave, at(85)); // away, left again
    expect(await bell()).toEqual(['navigation_warning', 'quiz_started']);
    await resumeSession(app.db, learner, session.sessionId, DEVICE, at(90));
    expect(await bell()).toEqual(['quiz_started']);
    // nor once the attempt is over: finished while left, the warning goes too
    await pauseSession(app.db, learner, session.sessionId, leave, at(95));
    await finishSession(app.db, learner, session.sessionId, at(100));
    expect(await bell()).toEqual(['quiz_completed', 'quiz_started']);

    // the attempt keeps its history of pauses
    const [attempt] = await app.db
      .select({ pauseCount: quizAttempts.pauseCount })
      .from(quizAttempts)
      .innerJoin(quizSessions, eq(quizSessions.attemptId, quizAttempts.id))
      .where(eq(quizSessions.id, session.sessionId));
    expect(attempt!.pauseCount).toBeGreaterThanOrEqual(4);
  });
});

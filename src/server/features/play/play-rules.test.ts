import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { quizAttempts, quizSessions, userQuizRestrictions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { appWithLearner, claimedQuiz, type QuizFactoryOptions, testClock } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { readerOf } from '../identity/player';
import { assertCanPlay } from './access';
import { resumeSession, startSession, takeOverSession } from './play-sessions';
import { finishSession, pauseSession, saveAnswer } from './progress';
import { resultDetail } from './result-detail';
import { sweepSessions } from './sweeper';

let app: TestApp;
let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
beforeAll(async () => {
  ({ app, learner } = await appWithLearner());
});
afterAll(() => app.close());

const DEVICE_A = 'device-aaaaaaaa';
const DEVICE_B = 'device-bbbbbbbb';
const { T0, at } = testClock();

const ownedQuiz = (options: QuizFactoryOptions = {}) =>
  claimedQuiz(app, learner.client, { questionCount: 10, durationMinutes: 10, ...options });

async function pauseRecord(sessionId: string) {
  const [row] = await app.db
    .select({ pauseCount: quizAttempts.pauseCount, pausedSeconds: quizAttempts.pausedSeconds })
    .from(quizSessions)
    .innerJoin(quizAttempts, eq(quizAttempts.id, quizSessions.attemptId))
    .where(eq(quizSessions.id, sessionId));
  return row;
}

/** A device that never sends a heartbeat and saves one answer a minute, for `minutes` minutes. */
async function answerEveryMinute(session: Awaited<ReturnType<typeof startSession>>, minutes: number) {
  let timeRemaining = session.timeRemaining;
  for (let minute = 1; minute <= minutes; minute++) {
    const question = session.questions[minute]!;
    const input = { questionId: question.id, optionIndex: 0, currentQuestionIndex: minute };
    ({ timeRemaining } = await saveAnswer(app.database, learner, session.sessionId, input, at(60 * minute)));
  }
  return timeRemaining;
}

describe('access check on resume and takeover', () => {
  it('a learner blocked after starting cannot resume or take over, and hears the reason', async () => {
    const quiz = await ownedQuiz();
    const session = (await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A })).json();
    await app.db
      .insert(userQuizRestrictions)
      .values({ userId: learner.id, quizId: quiz.id, isBlocked: true, reason: 'Kopiya qilish aniqlandi' });
    for (const [action, deviceId] of [
      ['resume', DEVICE_A],
      ['takeover', DEVICE_B],
    ] as const) {
      const res = await learner.client.post(`/api/play/sessions/${session.sessionId}/${action}`, {
        deviceId,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'ACCESS_BLOCKED', message: 'Kopiya qilish aniqlandi' });
    }
    const [row] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session.sessionId));
    expect(row).toMatchObject({ isActive: true, deviceId: DEVICE_A });
  });

  it('a failing check keeps its cause for the log, and the client gets only the message', async () => {
    const broken = new Error('connection reset');
    // the database connection fails: the check's query is built once, so failing its building would not reach it
    const { client } = app.db._.session as unknown as { client: { query(): Promise<unknown> } };
    const query = vi.spyOn(client, 'query').mockRejectedValue(broken);
    const failure = await assertCanPlay(app.db, learner, crypto.randomUUID(), new Date(), 'start')
      .catch((e: unknown) => e)
      .finally(() => query.mockRestore());
    expect(failure).toBeInstanceOf(AppError);
    // drizzle's error (the failed query's text) wraps the driver's
    expect(failure).toMatchObject({ statusCode: 500, code: 'ACCESS_CHECK_FAILED', cause: { cause: broken } });
    expect((failure as AppError).message).toBe(uz.access.checkFailed);
  });
});

describe('pause record', () => {
  it('a device that never heartbeats but saves every 60 s is charged 20 s a minute, and every pause is recorded', async () => {
    const quiz = await ownedQuiz();
    const session = await startSession(app.db, learner, quiz.id, DEVICE_A, T0);
    expect(await answerEveryMinute(session, 3)).toBe(600 - 3 * 20);
    expect(await pauseRecord(session.sessionId)).toEqual({ pauseCount: 3, pausedSeconds: 3 * 40 });
    const resultId = await finishSession(app.db, learner, session.sessionId, at(185));
    const detail = await resultDetail(app.db, readerOf(learner), resultId);
    expect(detail.result.timeTaken).toBe(65);
    expect(detail.timing).toEqual({ strictTimer: false, pauseCount: 3, pausedSeconds: 120 });
  });

  it('an explicit pause, the sweeper and a takeover each keep the record true', async () => {
    const quiz = await ownedQuiz();
    const session = await startSession(app.db, learner, quiz.id, DEVICE_A, T0);
    await pauseSession(app.db, learner, session.sessionId, { reason: 'navigation' }, at(15));
    await resumeSession(app.db, learner, session.sessionId, DEVICE_A, at(75));
    expect(await pauseRecord(session.sessionId)).toEqual({ pauseCount: 1, pausedSeconds: 60 });
    // an answer at 85, then silence: the sweeper pauses it from 105 (grace), device B takes over at 200
    await saveAnswer(
      app.database,
      learner,
      session.sessionId,
      { questionId: session.questions[0]!.id, optionIndex: 1, currentQuestionIndex: 0 },
      at(85),
    );
    expect((await sweepSessions(app.db, at(150))).paused).toBeGreaterThanOrEqual(1);
    const moved = await takeOverSession(app.db, learner, session.sessionId, DEVICE_B, at(200));
    expect(await pauseRecord(moved.sessionId)).toEqual({ pauseCount: 2, pausedSeconds: 60 + 95 });
    expect(moved.timeRemaining).toBe(600 - 15 - 30);
  });
});

describe('strict timer', () => {
  it('the intro and the session say so', async () => {
    const quiz = await ownedQuiz({ strictTimer: true });
    const intro = (await learner.client.get(`/api/play/${quiz.id}`)).json();
    expect(intro.quiz.strictTimer).toBe(true);
    const session = (await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A })).json();
    expect(session.strictTimer).toBe(true);
    const relaxed = await ownedQuiz();
    expect((await learner.client.get(`/api/play/${relaxed.id}`)).json().quiz.strictTimer).toBe(false);
  });

  it('the clock runs from start whatever the device does; pauses are still recorded', async () => {
    const quiz = await ownedQuiz({ strictTimer: true });
    const session = await startSession(app.db, learner, quiz.id, DEVICE_A, T0);
    expect(await answerEveryMinute(session, 3)).toBe(600 - 180);
    await pauseSession(app.db, learner, session.sessionId, { reason: 'closed' }, at(200));
    const resumed = await resumeSession(app.db, learner, session.sessionId, DEVICE_A, at(300));
    expect(resumed.timeRemaining).toBe(300);
    const resultId = await finishSession(app.db, learner, session.sessionId, at(310));
    const detail = await resultDetail(app.db, readerOf(learner), resultId);
    expect(detail.result.timeTaken).toBe(310);
    expect(detail.timing).toEqual({ strictTimer: true, pauseCount: 4, pausedSeconds: 3 * 40 + 100 });
  });

  it('the sweeper finishes a paused strict attempt at its deadline; a relaxed one waits', async () => {
    const strict = await ownedQuiz({ strictTimer: true, durationMinutes: 1 });
    const relaxed = await ownedQuiz({ durationMinutes: 1 });
    const sessions = await Promise.all(
      [strict, relaxed].map((quiz) => startSession(app.db, learner, quiz.id, DEVICE_A, T0)),
    );
    for (const s of sessions) await pauseSession(app.db, learner, s.sessionId, { reason: 'closed' }, at(10));
    await sweepSessions(app.db, at(65));
    const active = async (sessionId: string) =>
      (await app.db.select().from(quizSessions).where(eq(quizSessions.id, sessionId)))[0]!.isActive;
    expect(await active(sessions[0]!.sessionId)).toBe(false);
    expect(await active(sessions[1]!.sessionId)).toBe(true);
    const intro = (await learner.client.get(`/api/play/${strict.id}`)).json();
    const detail = await resultDetail(app.db, readerOf(learner), intro.lastResult.id);
    expect(detail.result.timeTaken).toBe(60);
    expect(detail.result.completedAt).toBe(at(60).toISOString());
  });

  it('a resume after the deadline finishes the attempt and is refused with TIME_UP', async () => {
    const quiz = await ownedQuiz({ strictTimer: true, durationMinutes: 1 });
    const session = await startSession(app.db, learner, quiz.id, DEVICE_A, T0);
    await pauseSession(app.db, learner, session.sessionId, { reason: 'closed' }, at(5));
    const late = await resumeSession(app.db, learner, session.sessionId, DEVICE_A, at(61)).catch((e) => e);
    expect(late).toMatchObject({ statusCode: 422, code: 'TIME_UP' });
    expect((await learner.client.get(`/api/play/${quiz.id}`)).json()).toMatchObject({
      activeSession: null,
      lastResult: { percentage: 0 },
    });
  });
});

describe('current question index', () => {
  it('is an int within the quiz: 2^31 is a 400 of the schema, past the last question a 400 QUESTION_INDEX_OUT_OF_RANGE', async () => {
    const quiz = await ownedQuiz();
    const session = (await learner.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A })).json();
    const base = `/api/play/sessions/${session.sessionId}`;
    const answer = (currentQuestionIndex: number) =>
      learner.client.request('PUT', `${base}/answers`, {
        questionId: session.questions[0].id,
        optionIndex: 0,
        currentQuestionIndex,
      });
    const heartbeat = (currentQuestionIndex: number) =>
      learner.client.post(`${base}/heartbeat`, { currentQuestionIndex });
    const pause = (currentQuestionIndex: number) =>
      learner.client.post(`${base}/pause`, { reason: 'closed', currentQuestionIndex });
    for (const send of [answer, heartbeat, pause]) {
      const huge = await send(2 ** 31);
      expect(huge.statusCode).toBe(400);
      expect(huge.json().error.code).toBe('VALIDATION_FAILED');
      const past = await send(10);
      expect(past.statusCode).toBe(400);
      expect(past.json().error).toEqual({
        code: 'QUESTION_INDEX_OUT_OF_RANGE',
        message: "Bunday savol bu quizda yo'q",
      });
      expect((await send(9)).statusCode).toBe(200);
    }
  });
});

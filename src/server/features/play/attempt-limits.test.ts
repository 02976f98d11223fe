import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { quizAttempts, quizSessions, userQuizRestrictions } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { appWithLearner, claimedQuiz, type QuizFactoryOptions } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

/*
 * An attempt counts from its start (docs/decisions/0009-attempts-count-from-start.md): a restart
 * or an exit uses it up as a finish does, a quiz without retakes refuses a restart, and a strict
 * deadline stays where the start put it.
 */

let app: TestApp;
let learner: Awaited<ReturnType<typeof appWithLearner>>['learner'];
beforeAll(async () => {
  ({ app, learner } = await appWithLearner());
});
afterAll(() => app.close());
afterEach(() => setClockOffset(0));

const DEVICE = 'device-limits-aaaa';

const ownedQuiz = (options: QuizFactoryOptions) =>
  claimedQuiz(app, learner.client, { questionCount: 4, ...options });
const start = (quizId: string) => learner.client.post(`/api/play/${quizId}/start`, { deviceId: DEVICE });
const intro = async (quizId: string) => (await learner.client.get(`/api/play/${quizId}`)).json();

async function attemptsOf(quizId: string) {
  return app.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, learner.id), eq(quizAttempts.quizId, quizId)));
}

describe('a strict one-attempt exam', () => {
  it('refuses every restart in Uzbek; the attempt, its questions and its deadline stay as started', async () => {
    const quiz = await ownedQuiz({
      strictTimer: true,
      durationMinutes: 1,
      maxAttempts: 1,
      allowRetakes: false,
    });
    const first = await start(quiz.id);
    expect(first.statusCode, first.body).toBe(200);
    const { sessionId } = first.json();
    setClockOffset(5_000);
    for (let restart = 0; restart < 4; restart++) {
      const res = await start(quiz.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'RESTART_NOT_ALLOWED', message: uz.access.noRestart });
    }
    expect(await attemptsOf(quiz.id)).toHaveLength(1);
    const page = await intro(quiz.id);
    expect(page).toMatchObject({
      attemptsUsed: 1,
      attemptsLimit: 1,
      attemptsLeft: 0,
      access: { allowed: false, code: 'RESTART_NOT_ALLOWED', message: uz.access.noRestart },
      activeSession: { sessionId },
    });
    expect(page.activeSession.timeRemaining).toBeLessThanOrEqual(55);
    const resumed = await learner.client.post(`/api/play/sessions/${sessionId}/resume`, { deviceId: DEVICE });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({ sessionId, attemptNumber: 1 });
    expect(resumed.json().timeRemaining).toBeLessThanOrEqual(55);
  });

  it('an exited attempt is used: the quiz cannot be started again', async () => {
    const quiz = await ownedQuiz({ allowRetakes: false });
    const { sessionId } = (await start(quiz.id)).json();
    expect((await learner.client.post(`/api/play/sessions/${sessionId}/exit`)).statusCode).toBe(204);
    const res = await start(quiz.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'QUIZ_ALREADY_COMPLETED', message: uz.access.attemptUsed });
    expect(await intro(quiz.id)).toMatchObject({
      activeSession: null,
      attemptsUsed: 1,
      attemptsLeft: 0,
      access: { allowed: false, code: 'QUIZ_ALREADY_COMPLETED', message: uz.access.attemptUsed },
    });
  });
});

describe('a quiz with retakes', () => {
  it('counts each restart and exit against the limit; the last attempt goes on, the override adds more', async () => {
    const quiz = await ownedQuiz({ maxAttempts: 3 });
    expect((await start(quiz.id)).json().attemptNumber).toBe(1);
    const restarted = await start(quiz.id);
    expect(restarted.json().attemptNumber).toBe(2);
    expect(await intro(quiz.id)).toMatchObject({
      attemptsUsed: 2,
      attemptsLeft: 1,
      access: { allowed: true },
    });
    await learner.client.post(`/api/play/sessions/${restarted.json().sessionId}/exit`);
    expect(await intro(quiz.id)).toMatchObject({
      attemptsUsed: 2,
      attemptsLeft: 1,
      access: { allowed: true },
    });

    const third = await start(quiz.id);
    expect(third.json().attemptNumber).toBe(3);
    const refused = await start(quiz.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'MAX_ATTEMPTS_REACHED', message: uz.access.maxAttempts(3) });
    expect(await intro(quiz.id)).toMatchObject({
      attemptsUsed: 3,
      attemptsLeft: 0,
      access: { allowed: false, code: 'MAX_ATTEMPTS_REACHED' },
      activeSession: { sessionId: third.json().sessionId },
    });
    // the refused restart left the third attempt playing
    const [active] = await app.db
      .select()
      .from(quizSessions)
      .where(and(eq(quizSessions.quizId, quiz.id), eq(quizSessions.isActive, true)));
    expect(active!.id).toBe(third.json().sessionId);
    const answer = { questionId: third.json().questions[0].id, optionIndex: 0, currentQuestionIndex: 0 };
    const saved = await learner.client.request('PUT', `/api/play/sessions/${active!.id}/answers`, answer);
    expect(saved.statusCode, saved.body).toBe(200);

    await app.db
      .insert(userQuizRestrictions)
      .values({ userId: learner.id, quizId: quiz.id, maxAttemptsOverride: 4 });
    expect(await intro(quiz.id)).toMatchObject({
      attemptsLimit: 4,
      attemptsLeft: 1,
      access: { allowed: true },
    });
    expect((await start(quiz.id)).json().attemptNumber).toBe(4);
    expect((await start(quiz.id)).json().error.code).toBe('MAX_ATTEMPTS_REACHED');
  });
});

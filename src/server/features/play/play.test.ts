import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import {
  certificates,
  quizAttempts,
  quizResults,
  quizSessions,
  userNotifications,
  userQuizRestrictions,
} from '../../db/schema';
import { createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sweepSessions } from './sweeper';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const DEVICE_A = 'device-aaaaaaaa';
const DEVICE_B = 'device-bbbbbbbb';

/** A learner owning a free quiz of `questionCount` questions (question i correct at i % 4). */
async function ownedQuiz(options: Parameters<typeof createQuiz>[1] = {}) {
  const quiz = await createQuiz(app.db, { price: 0, questionCount: 10, durationMinutes: 10, ...options });
  const user = await signedInUser(app);
  expect((await user.client.post(`/api/quizzes/${quiz.id}/claim`)).statusCode).toBe(200);
  return { quiz, ...user };
}

async function start(browser: Client, quizId: string, deviceId = DEVICE_A) {
  const res = await browser.post(`/api/play/${quizId}/start`, { deviceId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    sessionId: string;
    questions: { id: string; options: { index: number; text: string }[] }[];
    timeRemaining: number;
    attemptNumber: number;
    answers: Record<string, number>;
    currentQuestionIndex: number;
  };
}

/** Answers the first `correct` questions right and the rest wrong (by original index). */
async function answerAll(
  browser: Client,
  session: Awaited<ReturnType<typeof start>>,
  correctIds: Set<string>,
  key: Map<string, number>,
) {
  for (const [i, question] of session.questions.entries()) {
    const right = key.get(question.id)!;
    const optionIndex = correctIds.has(question.id) ? right : (right + 1) % 4;
    const res = await browser.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: question.id,
      optionIndex,
      currentQuestionIndex: i,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function answerKey(quizId: string) {
  const { loadQuestions } = await import('./play-data');
  return new Map((await loadQuestions(app.db, quizId)).map((q) => [q.id, q.correctAnswer]));
}

describe('access to play', () => {
  it('guests see Not authenticated and cannot start', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const guest = client(app.server);
    const intro = (await guest.get(`/api/play/${quiz.id}`)).json();
    expect(intro.access).toEqual({
      allowed: false,
      code: 'NOT_AUTHENTICATED',
      message: uz.access.notAuthenticated,
      specMessage: 'Not authenticated',
    });
    expect((await guest.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A })).statusCode).toBe(401);
  });

  it('a quiz without a COMPLETED purchase cannot be played', async () => {
    const quiz = await createQuiz(app.db, { price: 25_000 });
    const user = await signedInUser(app);
    const res = await user.client.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('PURCHASE_REQUIRED');
    expect((await user.client.get(`/api/play/${quiz.id}`)).json().owned).toBe(false);
  });

  it('a block shows its reason, or Access blocked by admin', async () => {
    const { quiz, id, client: learner } = await ownedQuiz();
    await app.db
      .insert(userQuizRestrictions)
      .values({ userId: id, quizId: quiz.id, isBlocked: true, reason: 'Kopiya qilish aniqlandi' });
    const res = await learner.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'ACCESS_BLOCKED', message: 'Kopiya qilish aniqlandi' });
    await app.db
      .update(userQuizRestrictions)
      .set({ reason: null })
      .where(eq(userQuizRestrictions.userId, id));
    expect(
      (await learner.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A })).json().error.message,
    ).toBe(uz.access.blocked);
  });

  it('the attempts limit counts started attempts, with the restriction override first', async () => {
    const { quiz, id, client: learner } = await ownedQuiz({ maxAttempts: 1 });
    const first = await start(learner, quiz.id);
    expect(first.attemptNumber).toBe(1);
    await learner.post(`/api/play/sessions/${first.sessionId}/finish`);
    const intro = (await learner.get(`/api/play/${quiz.id}`)).json();
    expect(intro).toMatchObject({ attemptsUsed: 1, attemptsLimit: 1, attemptsLeft: 0 });
    const refused = await learner.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({
      code: 'MAX_ATTEMPTS_REACHED',
      message: uz.access.maxAttempts(1),
    });
    expect(intro.access).toMatchObject({
      message: uz.access.maxAttempts(1),
      specMessage: 'Maximum attempts reached (1)',
    });
    await app.db.insert(userQuizRestrictions).values({ userId: id, quizId: quiz.id, maxAttemptsOverride: 2 });
    expect((await start(learner, quiz.id)).attemptNumber).toBe(2);
  });

  it('without retakes a finished quiz is Quiz already completed', async () => {
    const { quiz, client: learner } = await ownedQuiz({ allowRetakes: false });
    const session = await start(learner, quiz.id);
    await learner.post(`/api/play/sessions/${session.sessionId}/finish`);
    const res = await learner.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A });
    expect(res.json().error).toEqual({ code: 'QUIZ_ALREADY_COMPLETED', message: uz.access.alreadyCompleted });
    const intro = (await learner.get(`/api/play/${quiz.id}`)).json();
    expect(intro.quiz.allowRetakes).toBe(false);
    expect(intro.access).toMatchObject({
      message: uz.access.alreadyCompleted,
      specMessage: 'Quiz already completed',
    });
  });
});

describe('playing', () => {
  it('sends no correct answer or explanation before the attempt is finished', async () => {
    const { quiz, client: learner } = await ownedQuiz();
    const startRes = await learner.post(`/api/play/${quiz.id}/start`, { deviceId: DEVICE_A });
    const intro = await learner.get(`/api/play/${quiz.id}`);
    const resumed = await learner.post(`/api/play/sessions/${startRes.json().sessionId}/resume`, {
      deviceId: DEVICE_A,
    });
    for (const res of [startRes, intro, resumed]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/correct|explanation|Izoh/i);
    }
  });

  it('grades on the server, issues a certificate on a pass, and finishing twice gives the same result', async () => {
    const { quiz, client: learner } = await ownedQuiz();
    const key = await answerKey(quiz.id);
    const session = await start(learner, quiz.id);
    const correct = new Set(session.questions.slice(0, 8).map((q) => q.id));
    await answerAll(learner, session, correct, key);
    const first = await learner.post(`/api/play/sessions/${session.sessionId}/finish`);
    expect(first.statusCode).toBe(200);
    const detail = first.json();
    expect(detail.result).toMatchObject({
      correctAnswers: 8,
      totalQuestions: 10,
      percentage: 80,
      passed: true,
      score: 8,
    });
    expect(detail.questions).toHaveLength(10);
    expect(detail.questions[0]).toMatchObject({
      explanation: expect.stringMatching(/^Izoh/),
      isCorrect: true,
    });
    expect(detail.certificate).toMatchObject({ code: expect.any(String) });

    const again = await learner.post(`/api/play/sessions/${session.sessionId}/finish`);
    expect(again.json().result.id).toBe(detail.result.id);
    const [attempt] = await app.db
      .select()
      .from(quizAttempts)
      .where(
        eq(
          quizAttempts.id,
          (await app.db.select().from(quizResults).where(eq(quizResults.id, detail.result.id)))[0]!
            .attemptId!,
        ),
      );
    expect(attempt?.isCompleted).toBe(true);
    expect(await app.db.select().from(quizResults).where(eq(quizResults.quizId, quiz.id))).toHaveLength(1);
    expect(await app.db.select().from(certificates).where(eq(certificates.quizId, quiz.id))).toHaveLength(1);
    const saveAfter = await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[0]!.id,
      optionIndex: 0,
      currentQuestionIndex: 0,
    });
    expect(saveAfter.statusCode).toBe(409);
    expect(saveAfter.json().error.code).toBe('SESSION_FINISHED');
    expect((await learner.get('/api/me/results')).json().results[0]).toMatchObject({
      percentage: 80,
      passed: true,
    });
    expect((await learner.get('/api/me/certificates')).json().certificates).toHaveLength(1);
  });

  it('a fail at 60% gets no certificate; notifications record start and completion', async () => {
    const { quiz, id, client: learner } = await ownedQuiz();
    const key = await answerKey(quiz.id);
    const session = await start(learner, quiz.id);
    await answerAll(learner, session, new Set(session.questions.slice(0, 6).map((q) => q.id)), key);
    const detail = (await learner.post(`/api/play/sessions/${session.sessionId}/finish`)).json();
    expect(detail.result).toMatchObject({ percentage: 60, passed: false });
    expect(detail.certificate).toBeNull();
    const types = (await app.db.select().from(userNotifications).where(eq(userNotifications.userId, id))).map(
      (n) => n.type,
    );
    expect(types).toEqual(expect.arrayContaining(['quiz_started', 'quiz_completed']));
  });

  it('answers are stored by original option index, whatever the shuffle shows', async () => {
    const { quiz, client: learner } = await ownedQuiz({ shuffleAnswers: true, shuffleQuestions: true });
    const key = await answerKey(quiz.id);
    const session = await start(learner, quiz.id);
    const resumed = (
      await learner.post(`/api/play/sessions/${session.sessionId}/resume`, { deviceId: DEVICE_A })
    ).json();
    expect(resumed.questions).toEqual(session.questions);
    await answerAll(learner, session, new Set(session.questions.map((q) => q.id)), key);
    const detail = (await learner.post(`/api/play/sessions/${session.sessionId}/finish`)).json();
    expect(detail.result.percentage).toBe(100);
    expect(detail.questions.map((q: { id: string }) => q.id)).toEqual(session.questions.map((q) => q.id));
  });

  it('a save is idempotent and refuses foreign questions and options', async () => {
    const { quiz, client: learner } = await ownedQuiz();
    const other = await createQuiz(app.db, { price: 0 });
    const session = await start(learner, quiz.id);
    const body = { questionId: session.questions[1]!.id, optionIndex: 2, currentQuestionIndex: 1 };
    for (let i = 0; i < 3; i++) {
      expect(
        (await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, body)).statusCode,
      ).toBe(200);
    }
    const [row] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session.sessionId));
    expect(row?.answers).toEqual({ [body.questionId]: 2 });
    expect(row?.currentQuestionIndex).toBe(1);
    const [foreign] = await (await import('./play-data')).loadQuestions(app.db, other.id);
    const wrongQuestion = await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      ...body,
      questionId: foreign!.id,
    });
    expect(wrongQuestion.json().error.code).toBe('QUESTION_NOT_IN_QUIZ');
    const wrongOption = await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      ...body,
      optionIndex: 5,
    });
    expect(wrongOption.json().error.code).toBe('OPTION_OUT_OF_RANGE');
  });

  it('someone else cannot touch a session', async () => {
    const { quiz, client: learner } = await ownedQuiz();
    const session = await start(learner, quiz.id);
    const other = await signedInUser(app);
    const admin = await signedInDemo(app, 'admin@demo.uz');
    for (const who of [other.client, admin]) {
      const res = await who.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
        questionId: session.questions[0]!.id,
        optionIndex: 0,
        currentQuestionIndex: 0,
      });
      expect(res.statusCode).toBe(404);
      expect((await who.post(`/api/play/sessions/${session.sessionId}/finish`)).statusCode).toBe(404);
      expect(
        (await who.post(`/api/play/sessions/${session.sessionId}/takeover`, { deviceId: DEVICE_B }))
          .statusCode,
      ).toBe(404);
    }
    expect((await client(app.server).post(`/api/play/sessions/${session.sessionId}/finish`)).statusCode).toBe(
      401,
    );
  });

  it('exit discards the session without a result; the attempt stays used', async () => {
    const { quiz, client: learner } = await ownedQuiz({ maxAttempts: 1 });
    const session = await start(learner, quiz.id);
    expect((await learner.post(`/api/play/sessions/${session.sessionId}/exit`)).statusCode).toBe(204);
    const res = await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[0]!.id,
      optionIndex: 0,
      currentQuestionIndex: 0,
    });
    expect(res.json().error.code).toBe('SESSION_ENDED');
    const intro = (await learner.get(`/api/play/${quiz.id}`)).json();
    expect(intro).toMatchObject({ activeSession: null, lastResult: null, attemptsUsed: 1, attemptsLeft: 0 });
    expect(intro.access).toMatchObject({ allowed: false, code: 'MAX_ATTEMPTS_REACHED' });
  });
});

describe('devices', () => {
  it('takeover keeps index, answers and start time, and refuses the old device', async () => {
    const { quiz, email, client: deviceA } = await ownedQuiz();
    const session = await start(deviceA, quiz.id, DEVICE_A);
    await deviceA.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[3]!.id,
      optionIndex: 1,
      currentQuestionIndex: 3,
    });
    const deviceB = client(app.server);
    await deviceB.post('/api/auth/sign-in/email', { email, password: 'demo12345' });
    const intro = (await deviceB.get(`/api/play/${quiz.id}`)).json();
    expect(intro.activeSession).toMatchObject({
      sessionId: session.sessionId,
      deviceId: DEVICE_A,
      answeredCount: 1,
      currentQuestionIndex: 3,
    });
    const conflict = await deviceB.post(`/api/play/sessions/${session.sessionId}/resume`, {
      deviceId: DEVICE_B,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('SESSION_ON_OTHER_DEVICE');

    const moved = await deviceB.post(`/api/play/sessions/${session.sessionId}/takeover`, {
      deviceId: DEVICE_B,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      deviceId: DEVICE_B,
      currentQuestionIndex: 3,
      answers: { [session.questions[3]!.id]: 1 },
      attemptNumber: session.attemptNumber,
    });
    expect(moved.json().sessionId).not.toBe(session.sessionId);
    const old = await deviceA.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[4]!.id,
      optionIndex: 1,
      currentQuestionIndex: 4,
    });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('SESSION_TAKEN_OVER');
    expect(
      (await deviceA.post(`/api/play/sessions/${session.sessionId}/heartbeat`, { currentQuestionIndex: 4 }))
        .statusCode,
    ).toBe(409);
    const active = await app.db
      .select()
      .from(quizSessions)
      .where(and(eq(quizSessions.quizId, quiz.id), eq(quizSessions.isActive, true)));
    expect(active).toHaveLength(1);
  });
});

describe('the clock', () => {
  it('a save after the time is up is refused and the attempt is finished with the saved answers', async () => {
    const { quiz, client: learner } = await ownedQuiz({ durationMinutes: 1 });
    const session = await start(learner, quiz.id);
    const key = await answerKey(quiz.id);
    const first = session.questions[0]!;
    await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: first.id,
      optionIndex: key.get(first.id)!,
      currentQuestionIndex: 0,
    });
    const now = Date.now();
    await app.db
      .update(quizSessions)
      .set({ runningSince: new Date(now - 61_000), lastHeartbeatAt: new Date(now - 1_000) })
      .where(eq(quizSessions.id, session.sessionId));
    const late = await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: session.questions[1]!.id,
      optionIndex: 0,
      currentQuestionIndex: 1,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toEqual({ code: 'TIME_UP', message: 'Vaqt tugadi' });
    const intro = (await learner.get(`/api/play/${quiz.id}`)).json();
    expect(intro.activeSession).toBeNull();
    const detail = (await learner.get(`/api/play/results/${intro.lastResult.id}`)).json();
    expect(detail.result).toMatchObject({ correctAnswers: 1, totalQuestions: 10, timeTaken: 60 });
  });

  it('the server finishes a session whose time ran out with no browser open', async () => {
    const { quiz, client: learner } = await ownedQuiz({ durationMinutes: 1 });
    const session = await start(learner, quiz.id);
    const now = Date.now();
    // the device sent its last heartbeat 5 s ago with 3 s left, then vanished
    await app.db
      .update(quizSessions)
      .set({
        runningSince: new Date(now - 62_000),
        lastHeartbeatAt: new Date(now - 5_000),
        timeRemaining: 60,
      })
      .where(eq(quizSessions.id, session.sessionId));
    const swept = await sweepSessions(app.db, new Date(now));
    expect(swept.finished).toBeGreaterThanOrEqual(1);
    const intro = (await learner.get(`/api/play/${quiz.id}`)).json();
    expect(intro.activeSession).toBeNull();
    expect(intro.lastResult).toMatchObject({ percentage: 0, passed: false });
  });

  it('a silent device is paused by the server and not charged for the silence', async () => {
    const { quiz, id, client: learner } = await ownedQuiz({ durationMinutes: 10 });
    const session = await start(learner, quiz.id);
    const now = Date.now();
    await app.db
      .update(quizSessions)
      .set({
        runningSince: new Date(now - 100_000),
        lastHeartbeatAt: new Date(now - 90_000),
        timeRemaining: 600,
      })
      .where(eq(quizSessions.id, session.sessionId));
    const swept = await sweepSessions(app.db, new Date(now));
    expect(swept.paused).toBeGreaterThanOrEqual(1);
    const [row] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session.sessionId));
    expect(row).toMatchObject({ runningSince: null, isActive: true, timeRemaining: 600 - 10 - 20 });
    // the attempt keeps the pause; the bell does not ring for it
    const notes = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, id));
    expect(notes.map((n) => n.type)).toEqual(['quiz_started']);
    const resumed = (
      await learner.post(`/api/play/sessions/${session.sessionId}/resume`, { deviceId: DEVICE_A })
    ).json();
    expect(resumed.timeRemaining).toBe(570);
  });

  it('leaving through the logo pauses and records navigation_warning with its pages', async () => {
    const { quiz, id, client: learner } = await ownedQuiz();
    const session = await start(learner, quiz.id);
    const res = await learner.post(`/api/play/sessions/${session.sessionId}/pause`, {
      reason: 'navigation',
      currentQuestionIndex: 2,
      fromPage: `/play/${quiz.id}`,
      targetPage: '/',
    });
    expect(res.json()).toMatchObject({ running: false });
    const [note] = await app.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, id), eq(userNotifications.type, 'navigation_warning')));
    expect(note).toMatchObject({
      title: "Quiz to'xtatildi",
      metadata: { fromPage: `/play/${quiz.id}`, targetPage: '/' },
    });
    const [row] = await app.db.select().from(quizSessions).where(eq(quizSessions.id, session.sessionId));
    expect(row).toMatchObject({ runningSince: null, currentQuestionIndex: 2 });
  });
});

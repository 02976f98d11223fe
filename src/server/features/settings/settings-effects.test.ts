import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { questions, users } from '../../db/schema';
import { claimedQuiz, signedInDemo, signedInUser, TEST_DEVICE } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restoreDefaults, saveSettingsAs } from './settings.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterEach(() => restoreDefaults(admin));
afterAll(() => app.close());

const signUp = (email: string) =>
  client(app.server).post('/api/auth/sign-up/email', {
    email,
    password: 'parol1234',
    confirmPassword: 'parol1234',
    name: 'Yangi Foydalanuvchi',
  });

describe('registration on/off', () => {
  it('off: sign-up is refused with REGISTRATION_CLOSED and no account is made; on again: accepted', async () => {
    await saveSettingsAs(admin, { enableRegistration: false });
    const email = 'yopiq@example.uz';
    const refused = await signUp(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'REGISTRATION_CLOSED',
      message: uz.errors.REGISTRATION_CLOSED,
    });
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    await saveSettingsAs(admin, { enableRegistration: true });
    expect((await signUp(email)).statusCode).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('off: also for an email that has an account (nothing told about it), while existing users sign in', async () => {
    await saveSettingsAs(admin, { enableRegistration: false });
    expect((await signUp('learner@demo.uz')).json().error.code).toBe('REGISTRATION_CLOSED');
    const signIn = await client(app.server).post('/api/auth/sign-in/email', {
      email: 'learner@demo.uz',
      password: 'demo12345',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('off: an admin still creates accounts through better-auth admin create-user', async () => {
    await saveSettingsAs(admin, { enableRegistration: false });
    const res = await admin.post('/api/auth/admin/create-user', {
      email: 'admin-yaratgan@example.uz',
      password: 'parol1234',
      name: 'Admin Yaratgan',
      role: 'USER',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/** Answers the first `correct` questions of a started session right and the rest wrong. */
async function answer(
  learner: Client,
  session: { sessionId: string; questions: { id: string }[] },
  correct: number,
) {
  for (const [index, question] of session.questions.entries()) {
    const [row] = await app.db.select().from(questions).where(eq(questions.id, question.id));
    const right = row!.correctAnswer;
    const optionIndex = index < correct ? right : (right + 1) % 4;
    const res = await learner.request('PUT', `/api/play/sessions/${session.sessionId}/answers`, {
      questionId: question.id,
      optionIndex,
      currentQuestionIndex: index,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function start(learner: Client, quizId: string) {
  const res = await learner.post(`/api/play/${quizId}/start`, { deviceId: TEST_DEVICE });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sessionId: string; questions: { id: string }[] };
}

const finish = async (learner: Client, sessionId: string) => {
  const res = await learner.post(`/api/play/sessions/${sessionId}/finish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('passing percentage', () => {
  it('an attempt keeps the mark it started with: 75% passes at 70, a new 75% attempt fails at 80', async () => {
    const { client: learner } = await signedInUser(app);
    const early = await claimedQuiz(app, learner, { questionCount: 4 });
    const late = await claimedQuiz(app, learner, { questionCount: 4 });
    const earlySession = await start(learner, early.id);

    await saveSettingsAs(admin, { passingPercentage: 80 });
    expect((await learner.get(`/api/play/${early.id}`)).json().passPercentage).toBe(70);
    expect((await learner.get(`/api/play/${late.id}`)).json().passPercentage).toBe(80);

    await answer(learner, earlySession, 3);
    const earlyResult = await finish(learner, earlySession.sessionId);
    expect(earlyResult.result).toMatchObject({ percentage: 75, passed: true });
    expect(earlyResult.passPercentage).toBe(70);
    expect(earlyResult.certificate).not.toBeNull();

    const lateSession = await start(learner, late.id);
    await answer(learner, lateSession, 3);
    const lateResult = await finish(learner, lateSession.sessionId);
    expect(lateResult.result).toMatchObject({ percentage: 75, passed: false });
    expect(lateResult.passPercentage).toBe(80);
    expect(lateResult.certificate).toBeNull();
  });
});

describe('certificates on/off', () => {
  it('off: a pass issues no certificate and the result says so; on: it does', async () => {
    const { client: learner } = await signedInUser(app);
    await saveSettingsAs(admin, { enableCertificates: false });
    const quiz = await claimedQuiz(app, learner, { questionCount: 2 });
    const session = await start(learner, quiz.id);
    await answer(learner, session, 2);
    const result = await finish(learner, session.sessionId);
    expect(result.result.passed).toBe(true);
    expect(result.certificate).toBeNull();
    expect(result.certificatesEnabled).toBe(false);
    expect((await learner.get('/api/me/certificates')).json().certificates).toEqual([]);

    await saveSettingsAs(admin, { enableCertificates: true });
    const again = await claimedQuiz(app, learner, { questionCount: 2 });
    const second = await start(learner, again.id);
    await answer(learner, second, 2);
    expect((await finish(learner, second.sessionId)).certificate).not.toBeNull();
  });
});

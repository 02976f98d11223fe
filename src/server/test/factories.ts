import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { categories, questions, quizResults, quizzes, userNotifications, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { type Client, client } from './http';
import { catalogSettled, createTestApp, type TestApp } from './test-app';

let counter = 0;
const next = () => ++counter;

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ nameUz: `Kategoriya ${n}`, nameEn: `category-${n}`, displayOrder: 100 + n, ...overrides })
    .returning();
  await catalogSettled(db);
  return row!;
}

export interface QuizFactoryOptions extends Partial<typeof quizzes.$inferInsert> {
  questionCount?: number;
  previewCount?: number;
}

/** A quiz with simple questions: question i has options A..D and the correct answer at i % 4. */
export async function createQuiz(
  db: Db,
  { questionCount = 4, previewCount = 3, ...overrides }: QuizFactoryOptions = {},
) {
  const n = next();
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: `Sinov quizi ${n}`,
      description: `Sinov uchun quiz ${n}`,
      price: 25_000,
      durationMinutes: 10,
      difficultyLevel: 2,
      totalQuestions: questionCount,
      ...overrides,
    })
    .returning();
  if (questionCount > 0) {
    await db.insert(questions).values(
      Array.from({ length: questionCount }, (_, i) => ({
        quizId: quiz!.id,
        questionText: `Savol ${i + 1}`,
        options: ['A', 'B', 'C', 'D'],
        correctAnswer: i % 4,
        explanation: `Izoh ${i + 1}`,
        isPreview: i < previewCount,
        orderIndex: i,
      })),
    );
  }
  await catalogSettled(db);
  return quiz!;
}

/** A confirmed USER account, signed in through the real sign-in route. */
export async function signedInUser(
  app: TestApp,
  name = 'Sinov Foydalanuvchi',
): Promise<{ id: string; client: Client; email: string }> {
  const email = `u${next()}.${randomUUID().slice(0, 8)}@example.uz`;
  const { user } = await app.auth.api.createUser({
    body: { email, password: DEMO_PASSWORD, name, role: 'USER' as never, data: { emailVerified: true } },
  });
  const browser = client(app.server);
  const res = await browser.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { id: user.id, client: browser, email };
}

export async function signedInDemo(
  app: TestApp,
  email: 'admin@demo.uz' | 'learner@demo.uz',
): Promise<Client> {
  const browser = client(app.server);
  const res = await browser.post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return browser;
}

export const TEST_DEVICE = 'device-test-0001';

/** A fresh app and one signed-in learner: the setup of the play tests. */
export async function appWithLearner() {
  const app = await createTestApp();
  const learner = await signedInUser(app);
  // kind and name make the learner a play Player, for the tests that call the play services
  return { app, learner: { ...learner, kind: 'user' as const, name: 'Sinov Foydalanuvchi' } };
}

/** A fixed start time and `at(seconds)` after it, for services that take `now`. */
export function testClock(start = new Date('2026-03-02T09:00:00Z')) {
  return { T0: start, at: (seconds: number) => new Date(start.getTime() + seconds * 1000) };
}

/** A session's fields when its clock runs since T0 with 600 s and its device was heard at 55 s. */
export function runningSessionFields({ T0, at }: ReturnType<typeof testClock>) {
  return {
    isActive: true,
    timeRemaining: 600,
    runningSince: T0,
    lastHeartbeatAt: at(55),
    pausedSince: null,
    deadlineAt: null,
    answers: {},
    currentQuestionIndex: 0,
  };
}

/** A free quiz the user has claimed through the API, ready to start. */
export async function claimedQuiz(app: Pick<TestApp, 'db'>, owner: Client, options: QuizFactoryOptions = {}) {
  const quiz = await createQuiz(app.db, { price: 0, ...options });
  const res = await owner.post(`/api/quizzes/${quiz.id}/claim`);
  if (res.statusCode !== 200) throw new Error(`claim failed: ${res.body}`);
  return quiz;
}

/** An active play session of the user on a freshly claimed one-question quiz. */
export async function startedSession(app: Pick<TestApp, 'db'>, owner: Client) {
  const quiz = await claimedQuiz(app, owner, { questionCount: 1, previewCount: 1 });
  const res = await owner.post(`/api/play/${quiz.id}/start`, { deviceId: TEST_DEVICE });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.body}`);
  const session = res.json() as { sessionId: string; questions: { id: string }[] };
  return { quizId: quiz.id, sessionId: session.sessionId, questionId: session.questions[0]!.id };
}

/** A passed attempt (its one question answered right: option 0) with its result and certificate. */
export async function passedResult(app: TestApp, owner: Client) {
  const { quizId, sessionId, questionId } = await startedSession(app, owner);
  const answer = await owner.request('PUT', `/api/play/sessions/${sessionId}/answers`, {
    questionId,
    optionIndex: 0,
    currentQuestionIndex: 0,
  });
  if (answer.statusCode !== 200) throw new Error(`answer failed: ${answer.body}`);
  const finish = await owner.post(`/api/play/sessions/${sessionId}/finish`);
  if (finish.statusCode !== 200) throw new Error(`finish failed: ${finish.body}`);
  const certificates = (await owner.get('/api/me/certificates')).json().certificates as {
    id: string;
    code: string;
    quizId: string;
  }[];
  const certificate = certificates.find((c) => c.quizId === quizId);
  if (!certificate) throw new Error('no certificate was issued for the passed attempt');
  return { quizId, resultId: finish.json().result.id as string, certificate };
}

/** An unread notification of the user, written directly (no route creates one on demand). */
export async function createUserNotification(db: Db, userId: string) {
  const [row] = await db
    .insert(userNotifications)
    .values({ userId, type: 'test', title: 'Sinov', message: 'Sinov bildirishnomasi' })
    .returning();
  return row!;
}

/** A learner account written directly: for data about many users, where nobody needs to sign in. */
export async function createLearner(db: Db) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: `O'quvchi ${n}`,
      email: `learner${n}.${randomUUID().slice(0, 8)}@example.uz`,
    })
    .returning();
  return row!;
}

/** A finished result of a quiz at the given percentage (no attempt or certificate behind it). */
export async function createQuizResult(
  db: Db,
  { quizId, userId, percentage }: { quizId: string; userId: string | null; percentage: number },
) {
  const [row] = await db
    .insert(quizResults)
    .values({
      quizId,
      userId,
      score: Math.round(percentage / 10),
      totalQuestions: 10,
      correctAnswers: Math.round(percentage / 10),
      timeTaken: 60,
      answers: {},
      percentage,
      passed: percentage >= 70,
    })
    .returning();
  await catalogSettled(db);
  return row!;
}

import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { categories, questions, quizzes } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { type Client, client } from './http';
import type { TestApp } from './test-app';

let counter = 0;
const next = () => ++counter;

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(categories)
    .values({ nameUz: `Kategoriya ${n}`, nameEn: `category-${n}`, displayOrder: 100 + n, ...overrides })
    .returning();
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

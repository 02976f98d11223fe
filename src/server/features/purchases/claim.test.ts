import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('POST /api/quizzes/:id/claim', () => {
  it('needs a signed-in user', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const res = await client(app.server).post(`/api/quizzes/${quiz.id}/claim`);
    expect(res.statusCode).toBe(401);
  });

  it('creates one COMPLETED FREE purchase of 0, and a second claim changes nothing', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const user = await signedInUser(app);
    const first = await user.client.post(`/api/quizzes/${quiz.id}/claim`);
    expect(first.statusCode).toBe(200);
    expect(first.json().purchase).toMatchObject({
      quizId: quiz.id,
      amount: 0,
      paymentMethod: 'FREE',
      paymentStatus: 'COMPLETED',
    });
    const [second, third] = await Promise.all([
      user.client.post(`/api/quizzes/${quiz.id}/claim`),
      user.client.post(`/api/quizzes/${quiz.id}/claim`),
    ]);
    expect(second.json().purchase.id).toBe(first.json().purchase.id);
    expect(third.json().purchase.id).toBe(first.json().purchase.id);
    const rows = await app.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, user.id), eq(purchases.quizId, quiz.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a paid quiz and records nothing', async () => {
    const quiz = await createQuiz(app.db, { price: 15_000 });
    const user = await signedInUser(app);
    const res = await user.client.post(`/api/quizzes/${quiz.id}/claim`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('NOT_FREE');
    expect(await app.db.select().from(purchases).where(eq(purchases.quizId, quiz.id))).toHaveLength(0);
  });

  it('an inactive quiz cannot be claimed', async () => {
    const quiz = await createQuiz(app.db, { price: 0, isActive: false });
    const user = await signedInUser(app);
    expect((await user.client.post(`/api/quizzes/${quiz.id}/claim`)).statusCode).toBe(404);
  });
});

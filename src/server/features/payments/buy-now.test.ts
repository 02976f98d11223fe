import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { payments, users } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A learner whose cart holds quizzes at these prices. */
async function learnerWithCart(prices: number[]) {
  const learner = await signedInUser(app);
  const inCart = [];
  for (const price of prices) {
    const quiz = await createQuiz(app.db, { price, questionCount: 0 });
    expect((await learner.client.post('/api/cart', { quizId: quiz.id })).statusCode).toBe(201);
    inCart.push(quiz);
  }
  return { ...learner, inCart };
}

const cartQuizIds = async (learner: Awaited<ReturnType<typeof learnerWithCart>>) =>
  (await learner.client.get('/api/cart'))
    .json()
    .items.map((item: { quiz: { id: string } }) => item.quiz.id)
    .sort();

const paymentsOf = (userId: string) => app.db.select().from(payments).where(eq(payments.userId, userId));

describe('buying one quiz now ("Hozir sotib olish")', () => {
  it('pays for that quiz alone and leaves the cart as it is', async () => {
    const learner = await learnerWithCart([25_000, 30_000]);
    const alone = await createQuiz(app.db, { price: 40_000, questionCount: 0 });

    const res = await learner.client.post('/api/checkout', { method: 'UZUM', quizId: alone.id });
    expect(res.statusCode).toBe(200);
    const { paymentId } = res.json();
    const pending = (await learner.client.get(`/api/payments/${paymentId}`)).json().payment;
    expect(pending).toMatchObject({ status: 'PENDING', amount: 40_000, method: 'UZUM' });
    expect(pending.items.map((item: { quizId: string }) => item.quizId)).toEqual([alone.id]);

    await learner.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' });
    expect((await learner.client.get(`/api/quizzes/${alone.id}`)).json().owned).toBe(true);
    expect(await cartQuizIds(learner)).toEqual(learner.inCart.map((quiz) => quiz.id).sort());
  });

  it('of a quiz also in the cart: that one is bought, the rest of the cart stays', async () => {
    const learner = await learnerWithCart([25_000, 30_000]);
    const [bought, kept] = learner.inCart;
    const { paymentId } = (
      await learner.client.post('/api/checkout', { method: 'CLICK', quizId: bought!.id })
    ).json();
    const confirmed = await learner.client.post(`/api/payments/demo/${paymentId}/confirm`, {
      outcome: 'success',
    });
    expect(confirmed.json().payment).toMatchObject({ status: 'COMPLETED', amount: 25_000 });
    expect(await cartQuizIds(learner)).toEqual([kept!.id]);
  });

  it('refuses a free, an owned, a missing or an inactive quiz, recording nothing', async () => {
    const learner = await learnerWithCart([]);
    const free = await createQuiz(app.db, { price: 0, questionCount: 0 });
    const inactive = await createQuiz(app.db, { isActive: false, questionCount: 0 });
    const owned = await createQuiz(app.db, { price: 20_000, questionCount: 0 });
    const { paymentId } = (await learner.client.post('/api/checkout', { quizId: owned.id })).json();
    await learner.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' });
    const before = (await paymentsOf(learner.id)).length;

    const refusals = [
      [free.id, 422, 'FREE_QUIZ_NOT_FOR_CART'],
      [owned.id, 422, 'ALREADY_OWNED'],
      [inactive.id, 404, 'QUIZ_NOT_FOUND'],
      ['00000000-0000-4000-8000-000000000000', 404, 'QUIZ_NOT_FOUND'],
    ] as const;
    for (const [quizId, status, code] of refusals) {
      const res = await learner.client.post('/api/checkout', { method: 'CLICK', quizId });
      expect([res.statusCode, res.json().error]).toEqual([status, { code, message: uz.errors[code] }]);
    }
    const malformed = await learner.client.post('/api/checkout', { method: 'CLICK', quizId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(await paymentsOf(learner.id)).toHaveLength(before);
  });

  it('opens one payment for a double click (parallel requests)', async () => {
    const learner = await learnerWithCart([]);
    const quiz = await createQuiz(app.db, { price: 35_000, questionCount: 0 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        learner.client.post('/api/checkout', { method: 'PAYME', quizId: quiz.id }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().paymentId)).size).toBe(1);
    expect(await paymentsOf(learner.id)).toHaveLength(1);
  });

  it('a guest is asked to sign in (401) and no payment is opened; an admin buys as a learner does', async () => {
    const quiz = await createQuiz(app.db, { price: 45_000, questionCount: 0 });
    const guest = await client(app.server).post('/api/checkout', { method: 'CLICK', quizId: quiz.id });
    expect(guest.statusCode).toBe(401);
    expect(await app.db.select().from(payments).where(eq(payments.amount, 45_000))).toEqual([]);

    const admin = await signedInUser(app, 'Sinov Admin');
    await app.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.id));
    const res = await admin.client.post('/api/checkout', { method: 'CLICK', quizId: quiz.id });
    expect(res.statusCode).toBe(200);
    expect((await paymentsOf(admin.id)).map((row) => row.amount)).toEqual([45_000]);
  });
});

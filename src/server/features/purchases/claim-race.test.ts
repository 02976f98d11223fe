import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purchases, userNotifications } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Parallel requests of one user for the same quiz or the same cart. Meaningful on PostgreSQL
 * (`node scripts/with-postgres.mjs npx vitest run --project api <this file>`), where they really
 * overlap; on PGlite they are serialised by its single connection and must give the same answers.
 */
const PARALLEL = 12;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const parallel = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: PARALLEL }, make));

async function purchasesOf(userId: string, quizIds: string[]) {
  return app.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.quizId, quizIds)));
}

describe('parallel claims and checkouts', () => {
  it('parallel free claims of one quiz give one purchase and the same answer to all', async () => {
    const quiz = await createQuiz(app.db, { price: 0 });
    const user = await signedInUser(app);
    const responses = await parallel(() => user.client.post(`/api/quizzes/${quiz.id}/claim`));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const ids = new Set(responses.map((r) => r.json().purchase.id));
    expect(ids.size).toBe(1);
    expect(await purchasesOf(user.id, [quiz.id])).toHaveLength(1);
  });

  it('parallel checkouts of one cart record one pending payment for it', async () => {
    const user = await signedInUser(app);
    const quizzes = [await createQuiz(app.db, { price: 20_000 }), await createQuiz(app.db, { price: 5_000 })];
    for (const quiz of quizzes)
      expect((await user.client.post('/api/cart', { quizId: quiz.id })).statusCode).toBe(201);

    const responses = await parallel(() => user.client.post('/api/checkout', { method: 'CLICK' }));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const paymentIds = new Set(responses.map((r) => r.json().paymentId as string));
    expect(paymentIds.size).toBe(1);
    expect(await app.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);

    // confirming it many times at once completes it once: one purchase per quiz, one notification
    const [paymentId] = paymentIds;
    const confirms = await parallel(() =>
      user.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' }),
    );
    expect(confirms.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const rows = await purchasesOf(
      user.id,
      quizzes.map((q) => q.id),
    );
    expect(rows.map((r) => r.quizId).sort()).toEqual(quizzes.map((q) => q.id).sort());
    const notes = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, user.id));
    expect(notes.filter((n) => n.type === 'purchase_made')).toHaveLength(1);
  });

  it('a claim racing a checkout of other quizzes leaves one purchase per quiz', async () => {
    const user = await signedInUser(app);
    const free = await createQuiz(app.db, { price: 0 });
    const paid = await createQuiz(app.db, { price: 9_000 });
    await user.client.post('/api/cart', { quizId: paid.id });
    const { paymentId } = (await user.client.post('/api/checkout', { method: 'PAYME' })).json();
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => user.client.post(`/api/quizzes/${free.id}/claim`)),
      ...Array.from({ length: 4 }, () =>
        user.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' }),
      ),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await purchasesOf(user.id, [free.id])).toHaveLength(1);
    expect(await purchasesOf(user.id, [paid.id])).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, quizzes } from '../../db/schema';
import { createCategory, createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createModuleRow, moduleInput, quizInput } from './admin-catalog.test-support';

/*
 * Parallel admin writes whose rule spans several rows. Meaningful on PostgreSQL
 * (`node scripts/with-postgres.mjs npx vitest run --project api <this file>`), where they really
 * overlap; on PGlite they are serialised by its single connection and must give the same answers.
 */
const PARALLEL = 10;
const ROUNDS = 8;

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

describe('parallel admin catalogue writes', () => {
  it('modules created at once get distinct places after the existing ones', async () => {
    const quiz = await createQuiz(app.db);
    await createModuleRow(app.db, quiz.id, 0);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        admin.post(`/api/admin/quizzes/${quiz.id}/modules`, moduleInput({ name: `Modul ${i}` })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(201));
    const places = responses.map((r) => r.json().orderIndex as number).sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: PARALLEL }, (_, i) => i + 1));
  });

  it('a category deleted while a quiz is created in it: either the delete is refused or the quiz is', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const category = await createCategory(app.db);
      const [deleted, created] = await Promise.all([
        admin.request('DELETE', `/api/admin/categories/${category.id}`),
        admin.post('/api/admin/quizzes', quizInput({ title: `Poyga ${round}`, categoryId: category.id })),
      ]);
      await expectNoOrphan(category.id, deleted.statusCode, created);
    }
  });

  it('a category deleted while a quiz is moved into it: the same', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const category = await createCategory(app.db);
      const quiz = await createQuiz(app.db, { isActive: false });
      const [deleted, moved] = await Promise.all([
        admin.request('DELETE', `/api/admin/categories/${category.id}`),
        admin.request('PUT', `/api/admin/quizzes/${quiz.id}`, quizInput({ categoryId: category.id })),
      ]);
      await expectNoOrphan(category.id, deleted.statusCode, moved);
    }
  });

  it('a free quiz claimed while an admin deletes it: kept with the purchase, or gone and the claim 404; never a 500', async () => {
    const learner = await signedInUser(app);
    for (let round = 0; round < ROUNDS; round++) {
      const quiz = await createQuiz(app.db, { price: 0 });
      const [deleted, claimed] = await Promise.all([
        admin.request('DELETE', `/api/admin/quizzes/${quiz.id}`),
        learner.client.post(`/api/quizzes/${quiz.id}/claim`),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const left = await app.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
      if (deleted.json().outcome === 'deleted') {
        expect(claimed.statusCode, claimed.body).toBe(404);
        expect(left).toEqual([]);
      } else {
        expect(claimed.statusCode, claimed.body).toBe(200);
        expect(left[0]).toMatchObject({ isActive: false });
      }
    }
  });

  it('a checkout while an admin deletes a quiz in the cart: the payment keeps the quiz, or the quiz left the cart first', async () => {
    const learner = await signedInUser(app);
    for (let round = 0; round < ROUNDS; round++) {
      const quiz = await createQuiz(app.db, { price: 15_000 });
      expect((await learner.client.post('/api/cart', { quizId: quiz.id })).statusCode).toBe(201);
      const [deleted, checkout] = await Promise.all([
        admin.request('DELETE', `/api/admin/quizzes/${quiz.id}`),
        learner.client.post('/api/checkout', { method: 'CLICK' }),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      if (deleted.json().outcome === 'deleted') expect(checkout.statusCode, checkout.body).toBe(422);
      else expect(checkout.statusCode, checkout.body).toBe(200);
    }
  });
});

/** Exactly one side wins, and a quiz is never left silently without the category it was given. */
async function expectNoOrphan(
  categoryId: string,
  deleteStatus: number,
  quizAnswer: { statusCode: number; json: () => { id?: string; categoryId?: string } },
) {
  const categoryLeft = await app.db.select().from(categories).where(eq(categories.id, categoryId));
  if (deleteStatus === 204) {
    expect(quizAnswer.statusCode).toBe(404);
    expect(categoryLeft).toEqual([]);
  } else {
    expect(deleteStatus).toBe(409);
    expect([200, 201]).toContain(quizAnswer.statusCode);
    const [quiz] = await app.db.select().from(quizzes).where(eq(quizzes.id, quizAnswer.json().id!));
    expect(quiz?.categoryId).toBe(categoryId);
  }
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, quizzes } from '../../db/schema';
import { createCategory, createQuiz, signedInDemo } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categoryInput, quizInput } from './admin-catalog.test-support';

/* Whatever an admin changes shows in the storefront at once: no stale copy. */
let app: TestApp;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
  visitor = client(app.server);
});
afterAll(() => app.close());

const catalogIds = async (query = '') =>
  (
    (await visitor.get(`/api/quizzes?pageSize=48${query}`)).json().quizzes as { id: string; title: string }[]
  ).map((q) => q.id);

describe('admin changes in the storefront', () => {
  it('a deactivated quiz leaves the catalogue and its page at once; activated, it is back', async () => {
    const category = await createCategory(app.db);
    const quiz = await createQuiz(app.db, { categoryId: category.id });
    const inCategory = `&category=${category.id}`;
    expect(await catalogIds(inCategory)).toEqual([quiz.id]);
    expect((await visitor.get(`/api/quizzes/${quiz.id}`)).statusCode).toBe(200);

    await admin.request('PUT', `/api/admin/quizzes/${quiz.id}/active`, { isActive: false });
    expect(await catalogIds(inCategory)).toEqual([]);
    expect((await visitor.get(`/api/quizzes/${quiz.id}`)).statusCode).toBe(404);

    await admin.request('PUT', `/api/admin/quizzes/${quiz.id}/active`, { isActive: true });
    expect(await catalogIds(inCategory)).toEqual([quiz.id]);
  });

  it('a deactivated category leaves the category list', async () => {
    const category = await createCategory(app.db);
    const listed = async () =>
      ((await visitor.get('/api/categories')).json().categories as { id: string }[]).map((c) => c.id);
    expect(await listed()).toContain(category.id);
    const res = await admin.request(
      'PUT',
      `/api/admin/categories/${category.id}`,
      categoryInput({ nameUz: category.nameUz, nameEn: category.nameEn, isActive: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(await listed()).not.toContain(category.id);
  });

  it('an edited title shows in the catalogue, its search and the quiz page', async () => {
    const quiz = await createQuiz(app.db);
    const res = await admin.request(
      'PUT',
      `/api/admin/quizzes/${quiz.id}`,
      quizInput({ title: 'Kvant fizikasi sirlari', isActive: true }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await catalogIds(`&search=${encodeURIComponent('KVANT FIZIKASI')}`)).toEqual([quiz.id]);
    expect((await visitor.get(`/api/quizzes/${quiz.id}`)).json().quiz.title).toBe('Kvant fizikasi sirlari');
  });

  it('a quiz created and activated by the admin appears in the catalogue', async () => {
    const created = (
      await admin.post('/api/admin/quizzes', quizInput({ title: 'Yangi admin quizi' }))
    ).json();
    expect(await catalogIds(`&search=${encodeURIComponent('yangi admin quizi')}`)).toEqual([]);
    // questions come from the question editor; written directly here
    await createQuestionFor(created.id);
    await admin.request('PUT', `/api/admin/quizzes/${created.id}/active`, { isActive: true });
    expect(await catalogIds(`&search=${encodeURIComponent('yangi admin quizi')}`)).toEqual([created.id]);
  });
});

async function createQuestionFor(quizId: string) {
  await app.db
    .insert(questions)
    .values({ quizId, questionText: 'Savol', options: ['A', 'B'], correctAnswer: 0 });
  await app.db.update(quizzes).set({ totalQuestions: 1 }).where(eq(quizzes.id, quizId));
}

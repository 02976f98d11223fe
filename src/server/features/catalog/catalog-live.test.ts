import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createLearner,
  createQuiz,
  createQuizResult,
  signedInDemo,
} from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categoryInput } from '../admin-catalog/admin-catalog.test-support';

let app: TestApp;
let admin: Client;
let visitor: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
  visitor = client(app.server);
});
afterAll(() => app.close());

describe('the catalogue read model follows every write', () => {
  it('a preview question edited in the admin editor shows on the next read of the quiz page', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2, previewCount: 1 });
    const list = (await admin.get(`/api/admin/quizzes/${quiz.id}/questions`)).json();
    const drafts = list.questions.map((q: Record<string, unknown>, i: number) => ({
      ...q,
      questionText: i === 1 ? 'Yangi koʻrinadigan savol' : q.questionText,
      isPreview: true,
    }));
    const res = await admin.request('PUT', `/api/admin/quizzes/${quiz.id}/questions`, {
      version: list.version,
      questions: drafts,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await visitor.get(`/api/quizzes/${quiz.id}`)).json();
    expect(detail.quiz.previewQuestions.map((q: { questionText: string }) => q.questionText)).toContain(
      'Yangi koʻrinadigan savol',
    );
    expect(JSON.stringify(detail)).not.toMatch(/correctAnswer|explanation/);
  });

  it('a renamed category shows on its quizzes cards', async () => {
    const category = await createCategory(app.db, { nameUz: 'Eski nom' });
    const quiz = await createQuiz(app.db, { categoryId: category.id });
    const renamed = await admin.request(
      'PUT',
      `/api/admin/categories/${category.id}`,
      categoryInput({ nameUz: 'Yangi nom', nameEn: category.nameEn, isActive: true }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await visitor.get(`/api/quizzes/${quiz.id}`)).json().quiz.categoryName).toBe('Yangi nom');
  });

  it('an admin write answers only once this server catalogue holds it (read-your-writes)', async () => {
    const quiz = await createQuiz(app.db);
    expect(app.server.catalog.current().quizzes.has(quiz.id)).toBe(true);
    const res = await admin.request('PUT', `/api/admin/quizzes/${quiz.id}/active`, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
    // the snapshot as it is, without waiting: the answer itself waited for the reload
    expect(app.server.catalog.current().quizzes.has(quiz.id)).toBe(false);
  });

  it('a write by plain SQL, outside the app, refreshes it too (the triggers)', async () => {
    const quiz = await createQuiz(app.db, { title: 'Oddiy SQL oldidan' });
    await app.server.catalog.settled();
    await app.database.db.execute(sql`update quizzes set title = 'Oddiy SQL ortidan' where id = ${quiz.id}`);
    await app.server.catalog.settled();
    const page = (await visitor.get(`/api/quizzes?search=${encodeURIComponent('oddiy sql')}`)).json();
    expect(page.quizzes.map((q: { title: string }) => q.title)).toEqual(['Oddiy SQL ortidan']);
  });

  it('a new result refreshes that quiz learner numbers only, without reloading the catalogue', async () => {
    const quiz = await createQuiz(app.db);
    await app.server.catalog.settled();
    const before = app.server.catalog.current();
    for (const percentage of [60, 70, 80]) {
      const learner = await createLearner(app.db);
      await createQuizResult(app.db, { quizId: quiz.id, userId: learner.id, percentage });
    }
    await app.server.catalog.settled();
    const after = app.server.catalog.current();
    expect(after.quizzes).toBe(before.quizzes);
    expect(after.stats.get(quiz.id)).toEqual({ learners: 3, averagePercentage: 70 });
  });
});

describe('ETag on the public reads', () => {
  const urls = [
    '/api/quizzes?sort=price_low',
    '/api/quizzes/newest',
    '/api/categories',
    '/api/categories/featured',
  ];

  it('a repeat visit gets 304 without a body; after a write, 200 with a new ETag', async () => {
    const quiz = await createQuiz(app.db);
    for (const url of [...urls, `/api/quizzes/${quiz.id}`]) {
      const first = await visitor.get(url);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\//);
      const repeat = await app.server.inject({ url, headers: { 'if-none-match': etag } });
      expect(repeat.statusCode, url).toBe(304);
      expect(repeat.body).toBe('');

      await app.db.execute(sql`update quizzes set price = price + 1 where id = ${quiz.id}`);
      await app.server.catalog.settled();
      const changed = await app.server.inject({ url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    }
  });

  it('the signed-in detail, which holds the viewer own owned/inCart, has no shared ETag', async () => {
    const quiz = await createQuiz(app.db);
    const guestEtag = (await visitor.get(`/api/quizzes/${quiz.id}`)).headers.etag as string;
    const learner = await signedInDemo(app, 'learner@demo.uz');
    const res = await learner.request('GET', `/api/quizzes/${quiz.id}`, undefined, {
      'if-none-match': guestEtag,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createQuiz, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let categoryId: string;
let inactiveCategoryId: string;
beforeAll(async () => {
  app = await createTestApp();
  const category = await createCategory(app.db, { nameUz: 'Tillar', nameEn: 'language' });
  const inactive = await createCategory(app.db, { nameUz: 'Yopiq', nameEn: 'closed', isActive: false });
  categoryId = category.id;
  inactiveCategoryId = inactive.id;
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await createQuiz(app.db, {
    title: 'Oʻzbek tili imlosi',
    description: 'Imlo qoidalari',
    categoryId,
    price: 30_000,
    durationMinutes: 20,
    totalQuestions: 12,
    difficultyLevel: 2,
    createdAt: day(1),
  });
  await createQuiz(app.db, {
    title: 'Ingliz tili',
    description: "Grammatika: o'tgan zamon",
    categoryId,
    price: 0,
    durationMinutes: 10,
    totalQuestions: 10,
    difficultyLevel: 3,
    createdAt: day(2),
  });
  await createQuiz(app.db, {
    title: 'Tarix 100%',
    description: 'Foizlar_va belgilar',
    price: 50_000,
    durationMinutes: 45,
    totalQuestions: 20,
    difficultyLevel: 5,
    createdAt: day(3),
  });
  await createQuiz(app.db, {
    title: 'Yashirin quiz',
    description: 'Nofaol',
    price: 1,
    isActive: false,
    createdAt: day(4),
  });
  await createQuiz(app.db, {
    title: 'Yopiq kategoriyadagi quiz',
    categoryId: inactiveCategoryId,
    price: 5_000,
    durationMinutes: 5,
    totalQuestions: 5,
    createdAt: day(5),
  });
});
afterAll(() => app.close());

const titles = async (query: string) => {
  const res = await app.server.inject(`/api/quizzes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().quizzes as { title: string }[]).map((q) => q.title);
};

describe('GET /api/quizzes', () => {
  it('lists active quizzes only, newest first, with the total', async () => {
    const res = await app.server.inject('/api/quizzes');
    expect(res.json().total).toBe(4);
    expect(await titles('')).toEqual([
      'Yopiq kategoriyadagi quiz',
      'Tarix 100%',
      'Ingliz tili',
      'Oʻzbek tili imlosi',
    ]);
  });

  it('a quiz of an inactive category shows no category name', async () => {
    const res = await app.server.inject('/api/quizzes?search=yopiq');
    expect(res.json().quizzes[0]).toMatchObject({ title: 'Yopiq kategoriyadagi quiz', categoryName: null });
  });

  it('searches title and description, ignoring case and apostrophe forms', async () => {
    expect(await titles("?search=O'ZBEK")).toEqual(['Oʻzbek tili imlosi']);
    expect(await titles('?search=o%E2%80%98tgan')).toEqual(['Ingliz tili']);
    expect(await titles('?search=tili')).toEqual(['Ingliz tili', 'Oʻzbek tili imlosi']);
    expect(await titles('?search=nofaol')).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await titles('?search=100%25')).toEqual(['Tarix 100%']);
    expect(await titles('?search=%25')).toEqual(['Tarix 100%']);
    expect(await titles('?search=r_va')).toEqual(['Tarix 100%']);
    expect(await titles('?search=_')).toEqual(['Tarix 100%']);
  });

  it('filters by category and difficulty', async () => {
    expect(await titles(`?category=${categoryId}`)).toEqual(['Ingliz tili', 'Oʻzbek tili imlosi']);
    expect(await titles('?difficulty=5')).toEqual(['Tarix 100%']);
    expect(await titles(`?category=${categoryId}&difficulty=3`)).toEqual(['Ingliz tili']);
  });

  it.each([
    ['price_low', ['Ingliz tili', 'Yopiq kategoriyadagi quiz', 'Oʻzbek tili imlosi', 'Tarix 100%']],
    ['price_high', ['Tarix 100%', 'Oʻzbek tili imlosi', 'Yopiq kategoriyadagi quiz', 'Ingliz tili']],
    ['duration', ['Yopiq kategoriyadagi quiz', 'Ingliz tili', 'Oʻzbek tili imlosi', 'Tarix 100%']],
    ['questions', ['Tarix 100%', 'Oʻzbek tili imlosi', 'Ingliz tili', 'Yopiq kategoriyadagi quiz']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await titles(`?sort=${sort}`)).toEqual(expected);
  });

  it('pages through results', async () => {
    const first = await app.server.inject('/api/quizzes?pageSize=3&page=1');
    const second = await app.server.inject('/api/quizzes?pageSize=3&page=2');
    expect(first.json()).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.json().quizzes).toHaveLength(3);
    expect(second.json().quizzes.map((q: { title: string }) => q.title)).toEqual(['Oʻzbek tili imlosi']);
  });

  it.each(['?sort=cheapest', '?category=not-a-uuid', '?difficulty=9', '?page=0', '?pageSize=500'])(
    'refuses %s with VALIDATION_FAILED',
    async (query) => {
      const res = await app.server.inject(`/api/quizzes${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('answers guests, users and admins the same', async () => {
    const user = await signedInUser(app);
    const guest = await client(app.server).get('/api/quizzes');
    const signedIn = await user.client.get('/api/quizzes');
    expect(signedIn.json()).toEqual(guest.json());
  });
});

describe('GET /api/categories', () => {
  it('lists active categories for the filter', async () => {
    const res = await app.server.inject('/api/categories');
    const ids = res.json().categories.map((c: { id: string }) => c.id);
    expect(ids).toContain(categoryId);
    expect(ids).not.toContain(inactiveCategoryId);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog } from '../../../shared/i18n/admin/catalog';
import { uz } from '../../../shared/i18n/uz';
import { zodUz } from '../../../shared/i18n/zod-errors';
import { quizzes } from '../../db/schema';
import { createCategory, createQuiz, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createModuleRow, expectError, quizInput } from './admin-catalog.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const put = (url: string, body: unknown) => admin.request('PUT', url, body);
const storedQuiz = async (id: string) => (await app.db.select().from(quizzes).where(eq(quizzes.id, id)))[0]!;

describe('creating and editing quizzes', () => {
  it('creates an inactive quiz (201) with its category name, no questions and blanks stored as null', async () => {
    const category = await createCategory(app.db, { nameUz: 'Geografiya', isActive: false });
    const body = quizInput({
      categoryId: category.id,
      description: '',
      thumbnailUrl: '' as never,
      strictTimer: true,
    });
    const res = await admin.post('/api/admin/quizzes', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      ...body,
      description: null,
      thumbnailUrl: null,
      categoryName: 'Geografiya',
      totalQuestions: 0,
      moduleCount: 0,
      isActive: false,
    });
    const row = await storedQuiz(created.id);
    expect(row).toMatchObject({ description: null, thumbnailUrl: null, strictTimer: true, price: 0 });
  });

  it('refuses a new active quiz: it has no question yet (422) and writes nothing', async () => {
    const title = `Faol yangi quiz ${Date.now()}`;
    expectError(
      await admin.post('/api/admin/quizzes', quizInput({ title, isActive: true })),
      422,
      'QUIZ_HAS_NO_QUESTIONS',
    );
    expect(await app.db.select().from(quizzes).where(eq(quizzes.title, title))).toEqual([]);
  });

  it('refuses an unknown category (404 CATEGORY_NOT_FOUND) on create and edit', async () => {
    expectError(
      await admin.post('/api/admin/quizzes', quizInput({ categoryId: MISSING })),
      404,
      'CATEGORY_NOT_FOUND',
    );
    const quiz = await createQuiz(app.db);
    expectError(
      await put(`/api/admin/quizzes/${quiz.id}`, quizInput({ categoryId: MISSING })),
      404,
      'CATEGORY_NOT_FOUND',
    );
    expect((await storedQuiz(quiz.id)).title).toBe(quiz.title);
  });

  it('answers 400 with the Uzbek field messages for out-of-range values', async () => {
    const res = await admin.post(
      '/api/admin/quizzes',
      quizInput({ title: ' ', price: -1, durationMinutes: 0, difficultyLevel: 6, maxAttempts: 0 }),
    );
    expect(res.statusCode).toBe(400);
    const v = adminCatalog.validation;
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        title: v.titleRequired,
        price: v.priceMin,
        durationMinutes: v.durationMin,
        difficultyLevel: v.difficultyRange,
        maxAttempts: v.maxAttemptsMin,
      },
    });
    // checks without a message of their own speak Uzbek too, never zod's English
    const unnamed = await admin.post(
      '/api/admin/quizzes',
      quizInput({ price: 1500.5, durationMinutes: 601 }),
    );
    expect(unnamed.json().error.fields).toEqual({
      price: zodUz.integer,
      durationMinutes: zodUz.numberMax(600),
    });
    const badUrl = await admin.post('/api/admin/quizzes', quizInput({ thumbnailUrl: 'javascript:alert(1)' }));
    expect(badUrl.statusCode).toBe(400);
    expect(JSON.stringify(badUrl.json().error.fields)).toContain(uz.errors.INVALID_IMAGE_URL);
  });

  it("stores a quiz's language on create and edit, lists it, and refuses another with the Uzbek message", async () => {
    const title = `Русский тест ${Date.now()}`;
    const created = await admin.post('/api/admin/quizzes', quizInput({ title, language: 'ru' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().language).toBe('ru');
    expect((await storedQuiz(created.json().id)).language).toBe('ru');
    const listed = await admin.get(`/api/admin/quizzes?search=${encodeURIComponent(title)}`);
    expect(listed.json().quizzes.map((q: { language: string }) => q.language)).toEqual(['ru']);
    const edited = await put(`/api/admin/quizzes/${created.json().id}`, quizInput({ title, language: 'uz' }));
    expect(edited.json().language).toBe('uz');
    for (const language of ['en', '', undefined]) {
      const refused = await admin.post('/api/admin/quizzes', { ...quizInput({ title }), language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ language: adminCatalog.quizLanguage.invalid });
    }
  });

  it('replaces every field on edit, switches the strict timer and bumps updated_at', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2, isActive: false });
    const category = await createCategory(app.db, { nameUz: 'Fizika' });
    const body = quizInput({
      title: 'Yangi sarlavha',
      description: null,
      categoryId: category.id,
      price: 15_000,
      durationMinutes: 45,
      difficultyLevel: 4,
      thumbnailUrl: 'https://example.uz/rasm.png',
      maxAttempts: 3,
      allowRetakes: false,
      shuffleQuestions: true,
      shuffleAnswers: true,
      strictTimer: true,
      isActive: true,
    });
    const res = await put(`/api/admin/quizzes/${quiz.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, categoryName: 'Fizika', totalQuestions: 2 });
    const row = await storedQuiz(quiz.id);
    expect(row).toMatchObject({ title: 'Yangi sarlavha', strictTimer: true, maxAttempts: 3, isActive: true });
    expect(row.updatedAt.getTime()).toBeGreaterThan(quiz.updatedAt.getTime());
  });

  it('keeps a seeded quiz editable: its generated cover is a valid thumbnail', async () => {
    const [seeded] = (await admin.get('/api/admin/quizzes?pageSize=1')).json().quizzes;
    const { id, categoryName, totalQuestions, moduleCount, createdAt, updatedAt, ...input } = seeded;
    const res = await put(`/api/admin/quizzes/${id}`, input);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses to activate a quiz without questions, by edit or by the switch (422), and changes nothing', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 0, isActive: false });
    expectError(
      await put(`/api/admin/quizzes/${quiz.id}`, quizInput({ isActive: true })),
      422,
      'QUIZ_HAS_NO_QUESTIONS',
    );
    expectError(
      await put(`/api/admin/quizzes/${quiz.id}/active`, { isActive: true }),
      422,
      'QUIZ_HAS_NO_QUESTIONS',
    );
    expect(await storedQuiz(quiz.id)).toMatchObject({ isActive: false, title: quiz.title });
  });

  it('switches a quiz with questions off and on', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 1 });
    const off = await put(`/api/admin/quizzes/${quiz.id}/active`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: quiz.id, isActive: false });
    const on = await put(`/api/admin/quizzes/${quiz.id}/active`, { isActive: true });
    expect(on.json().isActive).toBe(true);
    const row = await storedQuiz(quiz.id);
    expect(row.isActive).toBe(true);
    expect(row.updatedAt.getTime()).toBeGreaterThan(quiz.updatedAt.getTime());
  });

  it('answers 404 QUIZ_NOT_FOUND for an unknown quiz on every quiz route', async () => {
    expectError(await admin.get(`/api/admin/quizzes/${MISSING}`), 404, 'QUIZ_NOT_FOUND');
    expectError(await put(`/api/admin/quizzes/${MISSING}`, quizInput()), 404, 'QUIZ_NOT_FOUND');
    expectError(
      await put(`/api/admin/quizzes/${MISSING}/active`, { isActive: false }),
      404,
      'QUIZ_NOT_FOUND',
    );
    expectError(await admin.request('DELETE', `/api/admin/quizzes/${MISSING}`), 404, 'QUIZ_NOT_FOUND');
  });
});

describe('the admin quiz list', () => {
  it('shows one quiz with its category name (even of an inactive category) and module count', async () => {
    const category = await createCategory(app.db, { nameUz: 'Yopiq kategoriya', isActive: false });
    const quiz = await createQuiz(app.db, { categoryId: category.id });
    await createModuleRow(app.db, quiz.id, 0);
    await createModuleRow(app.db, quiz.id, 1);
    const res = await admin.get(`/api/admin/quizzes/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ categoryName: 'Yopiq kategoriya', moduleCount: 2, totalQuestions: 4 });
  });

  it('searches title and description with any apostrophe and case, filters and pages, newest first', async () => {
    const category = await createCategory(app.db);
    const older = await createQuiz(app.db, {
      title: 'OʻZBEK TILI asoslari',
      categoryId: category.id,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createQuiz(app.db, {
      title: 'Grammatika',
      description: "o'zbek tilining qoidalari",
      categoryId: category.id,
      isActive: false,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await createQuiz(app.db, { title: "O'zbek adabiyoti" }); // another category

    const ids = async (query: string) => {
      const res = await admin.get(`/api/admin/quizzes?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { quizzes: { id: string }[]; total: number; page: number; pageSize: number };
    };
    const bySearch = await ids(`search=${encodeURIComponent("o'zbek til")}&categoryId=${category.id}`);
    expect(bySearch.quizzes.map((q) => q.id)).toEqual([newer.id, older.id]);
    expect(bySearch.total).toBe(2);
    expect((await ids(`categoryId=${category.id}&active=false`)).quizzes.map((q) => q.id)).toEqual([
      newer.id,
    ]);
    expect((await ids(`categoryId=${category.id}&active=true`)).quizzes.map((q) => q.id)).toEqual([older.id]);
    const second = await ids(`categoryId=${category.id}&page=2&pageSize=1`);
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.quizzes.map((q) => q.id)).toEqual([older.id]);
    expect((await ids('search=%25')).total).toBe(0);
  });

  it('searches across Uzbek scripts: a Cyrillic query finds Latin titles and a Latin one Cyrillic titles', async () => {
    const category = await createCategory(app.db);
    const latin = await createQuiz(app.db, { title: "O'zbek tili: imlo", categoryId: category.id });
    const cyrillic = await createQuiz(app.db, { title: 'Ўзбек адабиёти', categoryId: category.id });
    const found = async (search: string) => {
      const res = await admin.get(
        `/api/admin/quizzes?search=${encodeURIComponent(search)}&categoryId=${category.id}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().quizzes as { id: string }[]).map((q) => q.id).sort();
    };
    expect(await found('ИМЛО')).toEqual([latin.id]);
    expect(await found('oʻzbek adabiyoti')).toEqual([cyrillic.id]);
    expect(await found('ўзбек')).toEqual([latin.id, cyrillic.id].sort());
    expect(await found("O'ZBEK")).toEqual([latin.id, cyrillic.id].sort());
  });

  it('refuses a bad filter with 400', async () => {
    expect((await admin.get('/api/admin/quizzes?active=maybe')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/quizzes?categoryId=nope')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/quizzes?pageSize=0')).statusCode).toBe(400);
  });
});

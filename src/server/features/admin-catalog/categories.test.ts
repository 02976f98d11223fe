import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog } from '../../../shared/i18n/admin/catalog';
import { uz } from '../../../shared/i18n/uz';
import { categories } from '../../db/schema';
import { createCategory, createQuiz, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { categoryInput } from './admin-catalog.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const list = async () => (await admin.get('/api/admin/categories')).json().categories as { id: string }[];
const find = async (id: string) => (await list()).find((c) => c.id === id) as Record<string, unknown>;

describe('admin categories', () => {
  it('lists every category, inactive too, by display order then name, with its quiz count', async () => {
    const hidden = await createCategory(app.db, { isActive: false, displayOrder: 0, nameUz: 'Ayyy' });
    const sameOrder = await createCategory(app.db, { displayOrder: 0, nameUz: 'Aaaa' });
    await createQuiz(app.db, { categoryId: hidden.id, isActive: false });
    await createQuiz(app.db, { categoryId: hidden.id });
    const res = await admin.get('/api/admin/categories');
    expect(res.statusCode).toBe(200);
    const rows = res.json().categories as { id: string; displayOrder: number; nameUz: string }[];
    expect(rows.slice(0, 2).map((c) => c.id)).toEqual([sameOrder.id, hidden.id]);
    const orders = rows.map((c) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(await find(hidden.id)).toMatchObject({ isActive: false, quizCount: 2 });
    expect(await find(sameOrder.id)).toMatchObject({ quizCount: 0 });
  });

  it('creates a category (201) with an empty description stored as null', async () => {
    const res = await admin.post('/api/admin/categories', categoryInput({ description: '  ' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...categoryInput(), description: null, quizCount: 0 });
    const [row] = await app.db.select().from(categories).where(eq(categories.id, created.id));
    expect(row).toMatchObject({ nameUz: 'Tarix', description: null, icon: 'landmark', displayOrder: 5 });
  });

  it('refuses a category without names, with an unknown icon or a negative order (400 with fields)', async () => {
    const res = await admin.post(
      '/api/admin/categories',
      categoryInput({ nameUz: ' ', nameEn: '', icon: 'skull' as never, displayOrder: -1 }),
    );
    expect(res.statusCode).toBe(400);
    const { code, fields } = res.json().error;
    expect(code).toBe('VALIDATION_FAILED');
    expect(fields).toMatchObject({
      nameUz: adminCatalog.validation.categoryNameUzRequired,
      nameEn: adminCatalog.validation.categoryNameEnRequired,
    });
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['icon', 'displayOrder']));
  });

  it('edits every field of a category', async () => {
    const category = await createCategory(app.db);
    await createQuiz(app.db, { categoryId: category.id });
    const body = categoryInput({ nameUz: 'Yangi nom', icon: null, isActive: false, displayOrder: 7 });
    const res = await admin.request('PUT', `/api/admin/categories/${category.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, id: category.id, quizCount: 1 });
    expect(await find(category.id)).toMatchObject({ nameUz: 'Yangi nom', isActive: false, icon: null });
  });

  it('answers 404 CATEGORY_NOT_FOUND for an unknown category', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const put = await admin.request('PUT', `/api/admin/categories/${missing}`, categoryInput());
    const del = await admin.request('DELETE', `/api/admin/categories/${missing}`);
    for (const res of [put, del]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'CATEGORY_NOT_FOUND', message: uz.errors.CATEGORY_NOT_FOUND });
    }
  });

  it('deletes an empty category (204)', async () => {
    const category = await createCategory(app.db);
    const res = await admin.request('DELETE', `/api/admin/categories/${category.id}`);
    expect(res.statusCode).toBe(204);
    expect(await app.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
  });

  it('keeps a category that still has a quiz, even an inactive one (409), and leaves the quiz in it', async () => {
    const category = await createCategory(app.db);
    const quiz = await createQuiz(app.db, { categoryId: category.id, isActive: false });
    const res = await admin.request('DELETE', `/api/admin/categories/${category.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CATEGORY_HAS_QUIZZES',
      message: uz.errors.CATEGORY_HAS_QUIZZES,
    });
    expect(await find(category.id)).toMatchObject({ quizCount: 1 });
    const detail = (await admin.get(`/api/admin/quizzes/${quiz.id}`)).json();
    expect(detail.categoryId).toBe(category.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createLearner,
  createQuiz,
  createQuizResult,
  signedInDemo,
} from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  categoryInput,
  createModuleRow,
  moduleInput,
  quizInput,
} from '../admin-catalog/admin-catalog.test-support';
import { auditRowsOf, expectNoNewAuditRow, expectOneAuditRow } from './audit.test-support';

/** Every admin catalogue write records one audit row in its own transaction. */
let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const put = (url: string, body: unknown) => admin.request('PUT', url, body);
const del = (url: string) => admin.request('DELETE', url);

describe('categories', () => {
  it('create, update and delete each leave one row with the record or the changed fields', async () => {
    const created = await admin.post('/api/admin/categories', categoryInput({ nameUz: 'Audit' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await expectOneAuditRow(app.db, id, 'category.create', 'category')).toMatchObject({
      nameUz: 'Audit',
      displayOrder: 5,
    });

    expect((await put(`/api/admin/categories/${id}`, categoryInput({ nameUz: 'Audit 2' }))).statusCode).toBe(
      200,
    );
    const rows = await auditRowsOf(app.db, id);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(rows[1]!.changes).toEqual({ nameUz: { from: 'Audit', to: 'Audit 2' } });

    expect((await del(`/api/admin/categories/${id}`)).statusCode).toBe(204);
    const deleted = (await auditRowsOf(app.db, id))[2]!;
    expect(deleted).toMatchObject({ action: 'category.delete', changes: { id, nameUz: 'Audit 2' } });
  });

  it('a refused delete (409) and a missing category (404) leave no row', async () => {
    const category = await createCategory(app.db);
    await createQuiz(app.db, { categoryId: category.id });
    await expectNoNewAuditRow(app.db, () => del(`/api/admin/categories/${category.id}`), 409);
    await expectNoNewAuditRow(
      app.db,
      () => put('/api/admin/categories/00000000-0000-4000-8000-000000000000', categoryInput()),
      404,
    );
  });
});

describe('quizzes', () => {
  it('create records the fields; update records only what changed', async () => {
    const created = await admin.post('/api/admin/quizzes', quizInput({ title: 'Audit quiz', price: 1000 }));
    const { id } = created.json();
    expect(await expectOneAuditRow(app.db, id, 'quiz.create', 'quiz')).toMatchObject({
      title: 'Audit quiz',
      price: 1000,
    });
    const updated = await put(`/api/admin/quizzes/${id}`, quizInput({ title: 'Audit quiz', price: 2000 }));
    expect(updated.statusCode).toBe(200);
    const [, update] = await auditRowsOf(app.db, id);
    expect(update).toMatchObject({ action: 'quiz.update', changes: { price: { from: 1000, to: 2000 } } });
  });

  it('activation records isActive from and to; a refused one (422) leaves no row', async () => {
    const quiz = await createQuiz(app.db, { isActive: false });
    expect((await put(`/api/admin/quizzes/${quiz.id}/active`, { isActive: true })).statusCode).toBe(200);
    expect(await expectOneAuditRow(app.db, quiz.id, 'quiz.active', 'quiz')).toEqual({
      isActive: { from: false, to: true },
    });
    const empty = await createQuiz(app.db, { isActive: false, questionCount: 0 });
    await expectNoNewAuditRow(
      app.db,
      () => put(`/api/admin/quizzes/${empty.id}/active`, { isActive: true }),
      422,
    );
    await expectNoNewAuditRow(
      app.db,
      () => put(`/api/admin/quizzes/${empty.id}`, quizInput({ isActive: true })),
      422,
    );
    await expectNoNewAuditRow(
      app.db,
      () => admin.post('/api/admin/quizzes', quizInput({ isActive: true })),
      422,
    );
  });

  it('delete records the deleted quiz, or the deactivation and why it was kept', async () => {
    const unused = await createQuiz(app.db, { title: 'Bo‘sh quiz' });
    expect((await del(`/api/admin/quizzes/${unused.id}`)).json().outcome).toBe('deleted');
    expect(await expectOneAuditRow(app.db, unused.id, 'quiz.delete', 'quiz')).toMatchObject({
      id: unused.id,
      title: 'Bo‘sh quiz',
    });

    const played = await createQuiz(app.db, { isActive: true });
    const learner = await createLearner(app.db);
    await createQuizResult(app.db, { quizId: played.id, userId: learner.id, percentage: 80 });
    expect((await del(`/api/admin/quizzes/${played.id}`)).json().outcome).toBe('deactivated');
    expect(await expectOneAuditRow(app.db, played.id, 'quiz.deactivate', 'quiz')).toEqual({
      isActive: { from: true, to: false },
      keptBecause: ['results'],
    });
  });
});

describe('modules', () => {
  it('create, update, reorder and delete each leave one row', async () => {
    const quiz = await createQuiz(app.db);
    const first = await createModuleRow(app.db, quiz.id, 0);
    const created = await admin.post(`/api/admin/quizzes/${quiz.id}/modules`, moduleInput({ name: 'Yangi' }));
    const { id } = created.json();
    expect(await expectOneAuditRow(app.db, id, 'module.create', 'module')).toMatchObject({
      name: 'Yangi',
      quizId: quiz.id,
      orderIndex: 1,
    });

    expect(
      (await put(`/api/admin/modules/${id}`, moduleInput({ name: 'Yangi', pointsPerQuestion: 2 })))
        .statusCode,
    ).toBe(200);
    expect((await auditRowsOf(app.db, id))[1]).toMatchObject({
      action: 'module.update',
      changes: { pointsPerQuestion: { from: 1, to: 2 } },
    });

    const order = [id, first.id];
    expect((await put(`/api/admin/quizzes/${quiz.id}/modules/order`, { ids: order })).statusCode).toBe(200);
    expect(await expectOneAuditRow(app.db, quiz.id, 'module.reorder', 'quiz')).toEqual({
      order: { from: [first.id, id], to: order },
    });

    expect((await del(`/api/admin/modules/${id}`)).statusCode).toBe(204);
    expect((await auditRowsOf(app.db, id))[2]).toMatchObject({
      action: 'module.delete',
      changes: { id, name: 'Yangi' },
    });
  });

  it('a reorder that does not match (409) leaves no row', async () => {
    const quiz = await createQuiz(app.db);
    await createModuleRow(app.db, quiz.id, 0);
    await expectNoNewAuditRow(
      app.db,
      () => put(`/api/admin/quizzes/${quiz.id}/modules/order`, { ids: [] }),
      409,
    );
  });
});

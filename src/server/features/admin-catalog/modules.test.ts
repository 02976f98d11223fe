import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalog } from '../../../shared/i18n/admin/catalog';
import { questions, quizModules, quizzes } from '../../db/schema';
import { createQuiz, signedInDemo } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createModuleRow, expectError, moduleInput } from './admin-catalog.test-support';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
type ModuleAnswer = { id: string; name: string; orderIndex: number; questionCount: number };
const modulesOf = async (quizId: string) => {
  const res = await admin.get(`/api/admin/quizzes/${quizId}/modules`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().modules as ModuleAnswer[];
};
const addModule = (quizId: string, name: string) =>
  admin.post(`/api/admin/quizzes/${quizId}/modules`, moduleInput({ name }));
const quizRow = async (id: string) => (await app.db.select().from(quizzes).where(eq(quizzes.id, id)))[0]!;

describe('modules', () => {
  it('appends new modules at the end (201) and lists them in order with their question counts', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 3 });
    const first = await addModule(quiz.id, 'Birinchi');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      quizId: quiz.id,
      name: 'Birinchi',
      description: null,
      pointsPerQuestion: 1,
      orderIndex: 0,
      questionCount: 0,
    });
    const second = (await addModule(quiz.id, 'Ikkinchi')).json();
    expect(second.orderIndex).toBe(1);
    await app.db.update(questions).set({ moduleId: second.id }).where(eq(questions.quizId, quiz.id));

    const listed = await modulesOf(quiz.id);
    expect(listed.map((m) => [m.name, m.orderIndex, m.questionCount])).toEqual([
      ['Birinchi', 0, 0],
      ['Ikkinchi', 1, 3],
    ]);
  });

  it('keeps one decimal of points and refuses 0, 0.15 and a blank name (400 with the Uzbek messages)', async () => {
    const quiz = await createQuiz(app.db);
    const ok = await admin.post(
      `/api/admin/quizzes/${quiz.id}/modules`,
      moduleInput({ pointsPerQuestion: 2.5 }),
    );
    expect(ok.json().pointsPerQuestion).toBe(2.5);
    for (const pointsPerQuestion of [0, 0.15, 0.05, 101]) {
      const res = await admin.post(
        `/api/admin/quizzes/${quiz.id}/modules`,
        moduleInput({ pointsPerQuestion }),
      );
      expect(res.statusCode, String(pointsPerQuestion)).toBe(400);
      expect(res.json().error.fields.pointsPerQuestion).toBeTruthy();
    }
    const bad = await admin.post(
      `/api/admin/quizzes/${quiz.id}/modules`,
      moduleInput({ name: '', pointsPerQuestion: 0.15 }),
    );
    expect(bad.json().error.fields).toEqual({
      name: adminCatalog.validation.moduleNameRequired,
      pointsPerQuestion: adminCatalog.validation.modulePoints,
    });
    expect(await modulesOf(quiz.id)).toHaveLength(1);
  });

  it('edits a module', async () => {
    const quiz = await createQuiz(app.db);
    const module = await createModuleRow(app.db, quiz.id);
    const body = moduleInput({ name: 'Yangi nom', description: 'Tavsif', pointsPerQuestion: 0.3 });
    const res = await admin.request('PUT', `/api/admin/modules/${module.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...body, id: module.id, orderIndex: 0, questionCount: 0 });
    const [row] = await app.db.select().from(quizModules).where(eq(quizModules.id, module.id));
    expect(row).toMatchObject({ name: 'Yangi nom', pointsPerQuestion: 0.3 });
  });

  it('deletes a module (204): its questions stay in the quiz with no module, and questions_version goes up', async () => {
    const quiz = await createQuiz(app.db, { questionCount: 2 });
    const module = await createModuleRow(app.db, quiz.id);
    await app.db.update(questions).set({ moduleId: module.id }).where(eq(questions.quizId, quiz.id));
    const before = await quizRow(quiz.id);

    const res = await admin.request('DELETE', `/api/admin/modules/${module.id}`);
    expect(res.statusCode).toBe(204);
    expect(await modulesOf(quiz.id)).toEqual([]);
    const left = await app.db.select().from(questions).where(eq(questions.quizId, quiz.id));
    expect(left.map((q) => q.moduleId)).toEqual([null, null]);
    const after = await quizRow(quiz.id);
    expect(after.questionsVersion).toBe(before.questionsVersion + 1);
    expect(after.totalQuestions).toBe(2);
  });

  it('reorders modules to exactly the given order and answers the new list', async () => {
    const quiz = await createQuiz(app.db);
    const [a, b, c] = [
      await createModuleRow(app.db, quiz.id, 0),
      await createModuleRow(app.db, quiz.id, 1),
      await createModuleRow(app.db, quiz.id, 2),
    ];
    const res = await admin.request('PUT', `/api/admin/quizzes/${quiz.id}/modules/order`, {
      ids: [c!.id, a!.id, b!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = (res.json().modules as ModuleAnswer[]).map((m) => [m.id, m.orderIndex]);
    expect(order).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
    expect((await modulesOf(quiz.id)).map((m) => m.id)).toEqual([c!.id, a!.id, b!.id]);
  });

  it('refuses a reorder list that is not exactly the quiz modules (409 REORDER_MISMATCH) and keeps the order', async () => {
    const quiz = await createQuiz(app.db);
    const a = await createModuleRow(app.db, quiz.id, 0);
    const b = await createModuleRow(app.db, quiz.id, 1);
    const foreign = await createModuleRow(app.db, (await createQuiz(app.db)).id, 0);
    const url = `/api/admin/quizzes/${quiz.id}/modules/order`;
    for (const ids of [[b.id], [b.id, a.id, a.id], [b.id, a.id, foreign.id], [b.id, foreign.id], []]) {
      expectError(await admin.request('PUT', url, { ids }), 409, 'REORDER_MISMATCH');
    }
    expect((await modulesOf(quiz.id)).map((m) => m.id)).toEqual([a.id, b.id]);
  });

  it('answers 404 for an unknown quiz or module', async () => {
    expectError(await admin.get(`/api/admin/quizzes/${MISSING}/modules`), 404, 'QUIZ_NOT_FOUND');
    expectError(await addModule(MISSING, 'X'), 404, 'QUIZ_NOT_FOUND');
    const order = await admin.request('PUT', `/api/admin/quizzes/${MISSING}/modules/order`, { ids: [] });
    expectError(order, 404, 'QUIZ_NOT_FOUND');
    expectError(
      await admin.request('PUT', `/api/admin/modules/${MISSING}`, moduleInput()),
      404,
      'MODULE_NOT_FOUND',
    );
    expectError(await admin.request('DELETE', `/api/admin/modules/${MISSING}`), 404, 'MODULE_NOT_FOUND');
  });
});

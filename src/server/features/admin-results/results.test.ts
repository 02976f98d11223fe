import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminResultList } from '../../../shared/schemas/admin-results';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertCertificate,
  insertGuestPurchase,
  insertResult,
  insertUser,
  signedInNewAdmin,
} from './admin-results.test-support';

let app: TestApp;
let admin: Client;
let history: { id: string };
let maths: { id: string };
const ids: Record<string, string> = {};
const minute = (m: number) => new Date(Date.UTC(2026, 2, 5, 9, m));
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInNewAdmin(app)).client;
  const db = app.db;
  history = await createQuiz(db, { title: "O'zbekiston tarixi" });
  maths = await createQuiz(db, { title: 'Matematika' });
  const dilnoza = await insertUser(db, 'Dilnoza Yoʻldosheva', 'dilnoza@example.uz');
  const guest = await insertGuestPurchase(db, {
    quizId: maths.id,
    amount: 0,
    guestName: 'Mehmon Sardor',
    guestEmail: 'sardor@example.uz',
  });
  const passed = await insertResult(db, {
    userId: dilnoza.id,
    quizId: history.id,
    percentage: 85,
    completedAt: minute(1),
  });
  ids.passed = passed.id;
  ids.certificate = (await insertCertificate(db, passed)).code;
  ids.failed = (
    await insertResult(db, {
      userId: dilnoza.id,
      quizId: maths.id,
      percentage: 30,
      completedAt: minute(2),
      timeUp: true,
    })
  ).id;
  ids.guest = (
    await insertResult(db, {
      guestAccessId: guest.guestAccessId,
      quizId: maths.id,
      percentage: 70,
      completedAt: minute(3),
    })
  ).id;
  ids.deleted = (
    await insertResult(db, { userId: null, quizId: history.id, percentage: 10, completedAt: minute(4) })
  ).id;
});
afterAll(() => app.close());

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/results${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminResultList;
};
const idsOf = (page: AdminResultList) => page.results.map((r) => r.id);

describe('GET /api/admin/results', () => {
  it('lists every result newest first with learner, quiz, figures and certificate', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(idsOf(page)).toEqual([ids.deleted, ids.guest, ids.failed, ids.passed]);
    const [deleted, guest, failed, passed] = page.results;
    expect(deleted!.learner).toEqual({ type: 'deleted', name: null, email: null });
    expect(guest!.learner).toEqual({ type: 'guest', name: 'Mehmon Sardor', email: 'sardor@example.uz' });
    expect(failed).toMatchObject({
      passed: false,
      timeUp: true,
      certificateCode: null,
      quizTitle: 'Matematika',
    });
    expect(passed).toEqual({
      id: ids.passed,
      learner: { type: 'user', name: 'Dilnoza Yoʻldosheva', email: 'dilnoza@example.uz' },
      quizId: history.id,
      quizTitle: "O'zbekiston tarixi",
      score: 9,
      correctAnswers: 9,
      totalQuestions: 10,
      percentage: 85,
      passed: true,
      timeTaken: 125,
      timeUp: false,
      completedAt: minute(1).toISOString(),
      certificateCode: ids.certificate,
    });
  });

  it('searches learner names and emails and quiz titles, folding apostrophe forms and case', async () => {
    expect(idsOf(await list(`?search=${encodeURIComponent("yo'ldosh")}`))).toEqual([ids.failed, ids.passed]);
    expect(idsOf(await list(`?search=${encodeURIComponent('OʻZBEKISTON')}`))).toEqual([
      ids.deleted,
      ids.passed,
    ]);
    expect(idsOf(await list('?search=sardor%40example'))).toEqual([ids.guest]);
    expect((await list('?search=100%25')).total).toBe(0); // % is taken literally
  });

  it('filters by passed and by quiz, and pages with the filtered total', async () => {
    expect(idsOf(await list('?passed=true'))).toEqual([ids.guest, ids.passed]);
    expect(idsOf(await list(`?passed=false&quizId=${history.id}`))).toEqual([ids.deleted]);
    const second = await list('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(idsOf(second)).toEqual([ids.passed]);
  });

  it('refuses bad filters with field errors', async () => {
    const res = await admin.get('/api/admin/results?passed=maybe&quizId=12&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['pageSize', 'passed', 'quizId']);
  });
});

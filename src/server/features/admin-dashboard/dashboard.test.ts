import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../shared/schemas/admin-dashboard';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  insertCertificate,
  insertGuestPurchase,
  insertPurchase,
  insertResult,
  insertUser,
  setUserCreatedAt,
  signedInNewAdmin,
} from '../admin-results/admin-results.test-support';
import { adminDashboard } from './dashboard.service';

/**
 * A known data set on an unseeded database. NOW is 01:00 on 11 March 2026 in Tashkent (UTC+5),
 * so 19:30Z on 10 March is already "today" there and 18:30Z is "yesterday".
 */
const NOW = new Date('2026-03-10T20:00:00Z');
const at = (iso: string) => new Date(iso);

let app: TestApp;
let admin: Client;
let q1: { id: string; title: string };
let q2: { id: string; title: string };
beforeAll(async () => {
  app = await createTestApp();
  const db = app.db;
  const adminAccount = await signedInNewAdmin(app);
  admin = adminAccount.client;
  await setUserCreatedAt(db, adminAccount.id, at('2026-01-01T00:00:00Z'));
  const aziza = await insertUser(db, "Aziza O'tkirova", 'aziza@example.uz', at('2026-03-01T10:00:00Z'));
  const bobur = await insertUser(db, 'Bobur Karimov', 'bobur@example.uz', at('2026-03-10T19:40:00Z'));
  q1 = await createQuiz(db, { title: 'Tarix' });
  q2 = await createQuiz(db, { title: 'Matematika' });
  const q3 = await createQuiz(db, { title: 'Fizika' });

  await insertPurchase(db, {
    userId: aziza.id,
    quizId: q1.id,
    amount: 10_000,
    purchasedAt: at('2026-03-10T19:30:00Z'),
  });
  await insertPurchase(db, {
    userId: bobur.id,
    quizId: q1.id,
    amount: 10_000,
    purchasedAt: at('2026-03-10T18:30:00Z'),
  });
  const guest = await insertGuestPurchase(db, {
    quizId: q2.id,
    amount: 5_000,
    purchasedAt: at('2026-02-09T19:00:00Z'), // 10 Feb 00:00 in Tashkent: the first of the 30 days
    guestName: 'Mehmon Ali',
    guestEmail: 'ali@example.uz',
  });
  // a deleted user's purchase, one second before the 30 days: counted, not charted
  await insertPurchase(db, { quizId: q2.id, amount: 7_000, purchasedAt: at('2026-02-09T18:59:59Z') });
  await insertPurchase(db, {
    userId: aziza.id,
    quizId: q3.id,
    amount: 99_999,
    paymentStatus: 'PENDING',
    purchasedAt: at('2026-03-10T19:59:00Z'),
  });

  const passed = await insertResult(db, {
    userId: aziza.id,
    quizId: q1.id,
    percentage: 80,
    completedAt: at('2026-03-10T19:45:00Z'),
  });
  await insertCertificate(db, passed);
  await insertResult(db, {
    userId: bobur.id,
    quizId: q1.id,
    percentage: 40,
    completedAt: at('2026-03-10T19:50:00Z'),
  });
  await insertResult(db, {
    userId: aziza.id,
    quizId: q2.id,
    percentage: 90,
    completedAt: at('2026-03-10T19:35:00Z'),
  });
  await insertResult(db, {
    guestAccessId: guest.guestAccessId,
    userId: null,
    quizId: q2.id,
    percentage: 50,
    completedAt: at('2026-03-10T19:55:00Z'),
  });
  await insertResult(db, {
    userId: null,
    quizId: q2.id,
    percentage: 100,
    completedAt: at('2026-01-01T08:00:00Z'),
  });
});
afterAll(() => app.close());

const dashboard = async () => {
  const res = await admin.get('/api/admin/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminDashboard;
};

describe('GET /api/admin/dashboard on a known data set', () => {
  it('counts users, quizzes, completed purchases, their revenue, results and certificates', async () => {
    expect((await dashboard()).counters).toEqual({
      users: 3,
      quizzes: 3,
      completedPurchases: 4,
      revenue: 32_000,
      results: 5,
      certificates: 1,
    });
  });

  it('shows the latest 3 of each kind merged by time, 5 in all, with who did it', async () => {
    const { activities } = await dashboard();
    // the 4th newest completion (19:35) is newer than the purchase shown, but only 3 per kind are taken
    expect(activities).toEqual([
      {
        kind: 'completion',
        at: '2026-03-10T19:55:00.000Z',
        person: { type: 'guest', name: 'Mehmon Ali', email: 'ali@example.uz' },
        quizId: q2.id,
        quizTitle: 'Matematika',
        percentage: 50,
        passed: false,
      },
      expect.objectContaining({ kind: 'completion', at: '2026-03-10T19:50:00.000Z', percentage: 40 }),
      expect.objectContaining({
        kind: 'completion',
        at: '2026-03-10T19:45:00.000Z',
        person: { type: 'user', name: "Aziza O'tkirova", email: 'aziza@example.uz' },
        passed: true,
      }),
      {
        kind: 'registration',
        at: '2026-03-10T19:40:00.000Z',
        person: { type: 'user', name: 'Bobur Karimov', email: 'bobur@example.uz' },
      },
      {
        kind: 'purchase',
        at: '2026-03-10T19:30:00.000Z',
        person: { type: 'user', name: "Aziza O'tkirova", email: 'aziza@example.uz' },
        quizId: q1.id,
        quizTitle: 'Tarix',
        amount: 10_000,
      },
    ]);
  });

  it('ranks quizzes by completed purchases plus plays (results), leaving out quizzes with neither', async () => {
    expect((await dashboard()).topQuizzes).toEqual([
      { quizId: q2.id, title: 'Matematika', purchases: 2, plays: 3 },
      { quizId: q1.id, title: 'Tarix', purchases: 2, plays: 2 },
    ]);
  });

  it('answers 30 consecutive days ending today in Tashkent', async () => {
    const { revenueByDay, resultsByDay, timeZone } = await dashboard();
    expect(timeZone).toBe('Asia/Tashkent');
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date());
    for (const series of [revenueByDay, resultsByDay]) {
      expect(series).toHaveLength(30);
      expect([today, nextDay(today)]).toContain(series.at(-1)!.day); // the clock may pass midnight
      const days = series.map((point) => point.day);
      expect(days.slice(1)).toEqual(days.slice(0, -1).map(nextDay));
    }
  });
});

describe('the 30-day series at a fixed time', () => {
  it('puts revenue and passed/failed results on their Tashkent day, zero on days without data', async () => {
    const { revenueByDay, resultsByDay } = await adminDashboard(app.db, NOW);
    expect(revenueByDay).toHaveLength(30);
    expect(revenueByDay[0]).toEqual({ day: '2026-02-10', revenue: 5_000 });
    expect(revenueByDay.at(-1)).toEqual({ day: '2026-03-11', revenue: 10_000 });
    expect(revenueByDay.at(-2)).toEqual({ day: '2026-03-10', revenue: 10_000 });
    expect(revenueByDay.slice(1, -2).every((point) => point.revenue === 0)).toBe(true);

    expect(resultsByDay[0]).toEqual({ day: '2026-02-10', passed: 0, failed: 0 });
    expect(resultsByDay.at(-1)).toEqual({ day: '2026-03-11', passed: 2, failed: 2 });
    expect(resultsByDay.slice(0, -1).every((point) => point.passed + point.failed === 0)).toBe(true);
  });
});

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../shared/schemas/admin-dashboard';
import type { ItemAnalysis } from '../../shared/schemas/admin-results';
import { loadConfig } from '../config';
import { quizzes, users } from '../db/schema';
import { adminDashboard } from '../features/admin-dashboard/dashboard.service';
import { signedInNewAdmin } from '../features/admin-results/admin-results.test-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemoData, seedIfFresh } from '.';
import { HISTORY_DAYS, seedDemoHistory, WRONG_KEY } from './history';

const NOW = new Date('2026-06-15T09:00:00Z');
const development = { isProduction: false, demoHistory: true };

let app: TestApp;
let twin: TestApp;
let historyMs: number;
beforeAll(async () => {
  [app, twin] = await Promise.all([createTestApp(), createTestApp()]);
  expect(await seedIfFresh(app.db, app.auth, development)).toBe(true);
  await seedDemoData(twin.db, twin.auth, { now: NOW });
  const started = performance.now();
  await seedDemoHistory(twin.db, NOW);
  historyMs = performance.now() - started;
});
afterAll(async () => {
  await Promise.all([app?.close(), twin?.close()]);
});

/** How many rows of a query, grouped by its first column. */
async function tally(t: TestApp, query: ReturnType<typeof sql>) {
  const { rows } = await t.db.execute<{ key: string; n: number }>(query);
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

describe('demo history on a fresh development database', () => {
  it('fills the dashboard: counters, and charts with activity on most days', async () => {
    const { client } = await signedInNewAdmin(app);
    const res = await client.get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const dashboard: AdminDashboard = res.json();
    expect(dashboard.counters.users).toBeGreaterThan(40);
    expect(dashboard.counters.completedPurchases).toBeGreaterThan(50);
    expect(dashboard.counters.revenue).toBeGreaterThan(0);
    expect(dashboard.counters.results).toBeGreaterThan(100);
    expect(dashboard.counters.certificates).toBeGreaterThan(10);
    expect(dashboard.topQuizzes).toHaveLength(5);
    const daysWithResults = dashboard.resultsByDay.filter((day) => day.passed + day.failed > 0);
    const daysWithRevenue = dashboard.revenueByDay.filter((day) => day.revenue > 0);
    expect(daysWithResults.length).toBeGreaterThan(dashboard.resultsByDay.length * 0.7);
    expect(daysWithRevenue.length).toBeGreaterThan(dashboard.revenueByDay.length * 0.4);
    expect(dashboard.resultsByDay.some((day) => day.passed > 0)).toBe(true);
    expect(dashboard.resultsByDay.some((day) => day.failed > 0)).toBe(true);
  });

  it('spreads sign-ups, sales and results over the sixty days before the seed', async () => {
    const spread = await tally(
      app,
      sql`select kind as key, count(distinct day)::int as n from (
        select 'users' as kind, created_at::date as day from users where email like '%@demo.uz'
        union all select 'sales', purchased_at::date from purchases
        union all select 'results', completed_at::date from quiz_results) dated
      where day >= (now() - interval '${sql.raw(String(HISTORY_DAYS))} days')::date group by kind`,
    );
    expect(spread.users).toBeGreaterThan(25);
    expect(spread.sales).toBeGreaterThan(35);
    expect(spread.results).toBeGreaterThan(40);
    const { rows } = await app.db.execute<{ oldest: number }>(
      sql`select extract(day from now() - min(purchased_at))::int as oldest from purchases`,
    );
    expect(rows[0]!.oldest).toBeGreaterThan(HISTORY_DAYS - 15);
    expect(rows[0]!.oldest).toBeLessThan(HISTORY_DAYS);
  });

  it('sells through every provider, claims free quizzes and refunds one payment', async () => {
    const providers = await tally(
      app,
      sql`select provider as key, count(*)::int as n from payments group by provider`,
    );
    expect(Object.keys(providers).sort()).toEqual(['click', 'demo', 'payme', 'uzum']);
    const statuses = await tally(
      app,
      sql`select payment_method || ' ' || payment_status as key, count(*)::int as n from purchases group by 1`,
    );
    expect(statuses['FREE COMPLETED']).toBeGreaterThan(10);
    expect(statuses['PAYME REFUNDED']).toBe(1);
    const { rows } = await app.db.execute<{ status: string; state: string; refunded: boolean }>(
      sql`select t.status, t.state, p.refunded_at is not null as refunded from payments p
        join payment_transactions t on t.payment_id = p.id where p.status = 'REFUNDED'`,
    );
    expect(rows).toEqual([{ status: 'REFUNDED', state: '-2', refunded: true }]);
    // every paid sale is in its payment's amount, as the ledger writes it
    const { rows: mismatched } = await app.db.execute(
      sql`select p.id from payments p join purchases u on u.payment_id = p.id where u.amount <> p.amount`,
    );
    expect(mismatched).toEqual([]);
  });

  it('certifies exactly the passed results and keeps attempt numbers in order', async () => {
    const checks = await tally(
      app,
      sql`select 'passed without certificate' as key, count(*)::int as n from quiz_results r
          left join certificates c on c.result_id = r.id where r.passed and c.id is null
        union all select 'certificate of a failed result', count(*)::int from certificates c
          join quiz_results r on r.id = c.result_id where not r.passed
        union all select 'attempt without result', count(*)::int from quiz_attempts a
          left join quiz_results r on r.attempt_id = a.id where r.id is null
        union all select 'gap in attempt numbers', count(*)::int from (
          select user_id, quiz_id, max(attempt_number) as top, count(*) as n from quiz_attempts
          group by 1, 2) numbered where top <> n
        union all select 'sessions', count(*)::int from user_sessions
        union all select 'notifications', count(*)::int from user_notifications
        union all select 'messages', count(*)::int from contact_messages`,
    );
    expect(checks['passed without certificate']).toBe(0);
    expect(checks['certificate of a failed result']).toBe(0);
    expect(checks['attempt without result']).toBe(0);
    expect(checks['gap in attempt numbers']).toBe(0);
    expect(checks.sessions).toBeGreaterThan(50);
    expect(checks.notifications).toBeGreaterThan(100);
    expect(checks.messages).toBeGreaterThan(5);
  });

  it('has item statistics, and the item analysis flags the question with the wrong key', async () => {
    const { client } = await signedInNewAdmin(app);
    const [quiz] = await app.db.select().from(quizzes).where(eq(quizzes.title, WRONG_KEY.quizTitle));
    const res = await client.get(`/api/admin/quizzes/${quiz!.id}/item-analysis?attempts=all`);
    expect(res.statusCode).toBe(200);
    const analysis: ItemAnalysis = res.json();
    expect(analysis.fewAttempts).toBe(false);
    const flagged = analysis.questions.filter((question) =>
      question.flags.includes('NEGATIVE_DISCRIMINATION'),
    );
    expect(flagged.map((question) => question.position)).toEqual([WRONG_KEY.position]);
    // the learners who know the answer chose another option than the key
    const wrong = flagged[0]!;
    const known = wrong.options.filter((option) => !option.isCorrect).sort((a, b) => b.chosen - a.chosen)[0]!;
    expect(known.chosen).toBeGreaterThan(wrong.options.find((option) => option.isCorrect)!.chosen);
    const facilities = analysis.questions.map((question) => question.facilityIndex!);
    expect(Math.max(...facilities) - Math.min(...facilities)).toBeGreaterThan(40);
  });

  it('is the same history from the same seed', async () => {
    const again = await createTestApp();
    try {
      await seedDemoData(again.db, again.auth, { now: NOW, history: true });
      const [first, second] = await Promise.all([
        adminDashboard(twin.db, NOW),
        adminDashboard(again.db, NOW),
      ]);
      const figures = ({ counters, revenueByDay, resultsByDay, topQuizzes }: AdminDashboard) => ({
        counters,
        revenueByDay,
        resultsByDay,
        top: topQuizzes.map(({ title, purchases, plays }) => ({ title, purchases, plays })),
      });
      expect(figures(second)).toEqual(figures(first));
    } finally {
      await again.close();
    }
  });

  it('adds well under five seconds to the first start', () => {
    expect(historyMs).toBeLessThan(5000);
  });
});

describe('demo history outside development', () => {
  it('is never written in production, nor asked for by the production config', async () => {
    const production = await createTestApp();
    try {
      expect(
        await seedIfFresh(production.db, production.auth, { isProduction: true, demoHistory: true }),
      ).toBe(false);
      expect(await production.db.select().from(users)).toEqual([]);
    } finally {
      await production.close();
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://bilimdon.uz',
      DEMO_HISTORY: 'on',
    });
    expect(config.demoHistory).toBe(false);
  });

  it('is left out when DEMO_HISTORY is off', () => {
    expect(loadConfig({ DEMO_HISTORY: 'off', DATA_DIR: '/tmp/bilimdon-history-test' }).demoHistory).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: '/tmp/bilimdon-history-test' }).demoHistory).toBe(true);
  });
});

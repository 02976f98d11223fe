import type {
  AdminDashboard,
  DashboardResultsDay,
  DashboardRevenueDay,
} from '@shared/schemas/admin-dashboard';

/** Test data of the dashboard: 30 Tashkent days ending 23 November 2026. */
export const QUIZ_A = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
export const QUIZ_B = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const DAYS = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 25 + i));
  return date.toISOString().slice(0, 10);
});

export function revenueDays(byDay: Record<string, number> = {}): DashboardRevenueDay[] {
  return DAYS.map((day) => ({ day, revenue: byDay[day] ?? 0 }));
}

export function resultDays(byDay: Record<string, [number, number]> = {}): DashboardResultsDay[] {
  return DAYS.map((day) => ({ day, passed: byDay[day]?.[0] ?? 0, failed: byDay[day]?.[1] ?? 0 }));
}

export function dashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    counters: {
      users: 1234,
      quizzes: 42,
      completedPurchases: 87,
      revenue: 1_250_000,
      results: 310,
      certificates: 95,
    },
    activities: [
      {
        kind: 'completion',
        at: new Date(Date.now() - 5 * 60_000).toISOString(),
        person: { type: 'user', name: 'Aziza Karimova', email: 'aziza@example.uz' },
        quizId: QUIZ_A,
        quizTitle: 'Jahon tarixi',
        percentage: 85,
        passed: true,
      },
      {
        kind: 'purchase',
        at: '2026-11-01T08:00:00.000Z',
        person: { type: 'guest', name: 'Bobur', email: 'bobur@example.uz' },
        quizId: QUIZ_B,
        quizTitle: 'Fizika asoslari',
        amount: 25_000,
      },
      {
        kind: 'registration',
        at: '2026-10-30T08:00:00.000Z',
        person: { type: 'deleted', name: null, email: null },
      },
    ],
    topQuizzes: [
      { quizId: QUIZ_A, title: 'Jahon tarixi', purchases: 12, plays: 30 },
      { quizId: QUIZ_B, title: 'Fizika asoslari', purchases: 5, plays: 9 },
    ],
    revenueByDay: revenueDays({ '2026-11-20': 50_000, '2026-11-22': 25_000 }),
    resultsByDay: resultDays({ '2026-11-21': [3, 1], '2026-11-23': [1, 1] }),
    timeZone: 'Asia/Tashkent',
    ...overrides,
  };
}

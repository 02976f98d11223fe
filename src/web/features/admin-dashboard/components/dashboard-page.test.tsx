// @vitest-environment happy-dom

import { adminDashboard } from '@shared/i18n/admin/dashboard';
import { uz } from '@shared/i18n/uz';
import { adminDashboardSchema, type DashboardActivity } from '@shared/schemas/admin-dashboard';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAYS, dashboard, QUIZ_A, resultDays, revenueDays } from '../test/dashboard-fixtures';
import { AdminDashboardPage } from './dashboard-page';

const t = adminDashboard;
const PATH = 'GET /api/admin/dashboard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The plotted bars of a chart (the full-height hover slots are transparent and skipped). */
function bars(chartTitle: string, fill: string) {
  const figure = screen.getByRole('figure', { name: chartTitle });
  return Array.from(figure.querySelectorAll(`rect.${fill}`));
}

function figureRow(tableName: string, day: string) {
  const table = screen.getByRole('table', { name: tableName });
  return within(table).getByRole('row', { name: new RegExp(`^${day}`) });
}

describe('AdminDashboardPage', () => {
  it("shows the six counters, revenue in so'm", async () => {
    fakeApi({ [PATH]: reply(adminDashboardSchema, dashboard()) });
    renderWithApp(<AdminDashboardPage />, '/admin');
    const counters = await screen.findByLabelText(t.countersLabel);
    const text = counters.textContent ?? '';
    for (const [label, value] of [
      [t.counters.users, '1 234'],
      [t.counters.quizzes, '42'],
      [t.counters.purchases, '87'],
      [t.counters.revenue, "1 250 000 so'm"],
      [t.counters.results, '310'],
      [t.counters.certificates, '95'],
    ]) {
      expect(text).toContain(`${label}${value}`);
    }
  });

  it('draws the revenue per day and the passed/failed results per day from the data', async () => {
    fakeApi({ [PATH]: reply(adminDashboardSchema, dashboard()) });
    renderWithApp(<AdminDashboardPage />, '/admin');
    expect(
      await screen.findByRole('img', {
        name: t.charts.revenueSummary("75 000 so'm", "20 noyabr 2026, 50 000 so'm"),
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: t.charts.resultsSummary(4, 2) })).toBeTruthy();

    // two revenue bars; the axis tops at 60 000, so 50 000 fills five sixths of it
    const revenue = bars(t.charts.revenueTitle, 'fill-primary');
    expect(revenue.map((bar) => Number(bar.getAttribute('height')).toFixed(2))).toEqual(['83.33', '41.67']);
    // 21 Nov: 3 passed under 1 failed, on an axis topping at 4
    const passed = bars(t.charts.resultsTitle, 'fill-emerald-600');
    const failed = bars(t.charts.resultsTitle, 'fill-rose-400');
    expect(passed.map((bar) => bar.getAttribute('height'))).toEqual(['75', '25']);
    expect(failed.map((bar) => [bar.getAttribute('y'), bar.getAttribute('height')])).toEqual([
      ['0', '25'],
      ['50', '25'],
    ]);
    // every bar names its day and figures on hover
    expect(screen.getByRole('figure', { name: t.charts.revenueTitle }).textContent).toContain(
      "20 noyabr 2026. Daromad: 50 000 so'm",
    );

    // screen readers get the figures as tables, one row a day
    expect(
      screen.getByRole('table', { name: t.charts.revenueTitle }).querySelectorAll('tbody tr'),
    ).toHaveLength(DAYS.length);
    expect(within(figureRow(t.charts.revenueTitle, '20 noyabr 2026')).getByText("50 000 so'm")).toBeTruthy();
    const day = figureRow(t.charts.resultsTitle, '21 noyabr 2026');
    expect(
      within(day)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1']);
    // the day axis: first, middle and last day
    expect(screen.getAllByText('25 oktabr').length).toBeGreaterThan(0);
    expect(screen.getAllByText('23 noyabr').length).toBeGreaterThan(0);
  });

  it('tells a free quiz taken apart from a purchase', async () => {
    const base = dashboard();
    const free: DashboardActivity = {
      kind: 'purchase',
      at: '2026-11-02T08:00:00.000Z',
      person: { type: 'user', name: 'Dilnoza', email: 'dilnoza@example.uz' },
      quizId: '00000000-0000-4000-8000-00000000f7ee',
      quizTitle: 'Mantiq',
      amount: 0,
    };
    fakeApi({ [PATH]: reply(adminDashboardSchema, { ...base, activities: [free, ...base.activities] }) });
    renderWithApp(<AdminDashboardPage />, '/admin');
    await screen.findByText('Aziza Karimova');
    const scope = screen.getByRole('region', { name: t.activity.title });
    expect(within(scope).getByText(t.activity.freeClaim('Mantiq'))).toBeTruthy();
    expect(within(scope).queryByText(t.activity.purchase('Mantiq'))).toBeNull();
    expect(within(scope).getByText(t.activity.purchase('Fizika asoslari'))).toBeTruthy();
  });

  it('lists the latest activity with who and what, and the top quizzes linking to their results', async () => {
    fakeApi({ [PATH]: reply(adminDashboardSchema, dashboard()) });
    renderWithApp(<AdminDashboardPage />, '/admin');
    await screen.findByText('Aziza Karimova');
    const scope = screen.getByRole('region', { name: t.activity.title });
    expect(within(scope).getByText(t.activity.completion('Jahon tarixi', '85%'))).toBeTruthy();
    expect(within(scope).getByText('5 daqiqa oldin')).toBeTruthy();
    expect(within(scope).getByText('Bobur (mehmon)')).toBeTruthy();
    expect(within(scope).getByText(t.activity.purchase('Fizika asoslari'))).toBeTruthy();
    expect(within(scope).getByText(t.activity.deletedUser)).toBeTruthy();
    // older than a week: the date instead of "... oldin"
    expect(within(scope).getByText(/^30 oktabr 2026, \d\d:\d\d$/)).toBeTruthy();

    const top = screen.getByRole('link', { name: 'Jahon tarixi' });
    expect(top.getAttribute('href')).toBe(`/admin/quiz-results?quizId=${QUIZ_A}`);
    expect(screen.getByText(`${t.topQuizzes.purchases(12)} · ${t.topQuizzes.plays(30)}`)).toBeTruthy();
  });

  it('says when there is nothing yet', async () => {
    fakeApi({
      [PATH]: reply(
        adminDashboardSchema,
        dashboard({
          activities: [],
          topQuizzes: [],
          revenueByDay: revenueDays(),
          resultsByDay: resultDays(),
        }),
      ),
    });
    renderWithApp(<AdminDashboardPage />, '/admin');
    expect(await screen.findByText(t.activity.empty)).toBeTruthy();
    expect(screen.getByText(t.topQuizzes.empty)).toBeTruthy();
    expect(screen.getAllByText(t.charts.noData)).toHaveLength(2);
    expect(bars(t.charts.revenueTitle, 'fill-primary')).toHaveLength(0);
  });

  it('shows skeletons while loading, then a load failure with a retry that recovers', async () => {
    const routes = { [PATH]: refuse(500, 'INTERNAL', 'xato') };
    const calls = fakeApi(routes);
    renderWithApp(<AdminDashboardPage />, '/admin');
    expect(screen.getByRole('status').textContent).toContain(uz.common.loading);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    routes[PATH] = reply(adminDashboardSchema, dashboard());
    fireEvent.click(within(alert).getByRole('button', { name: uz.common.retry }));
    expect(await screen.findByText("1 250 000 so'm")).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

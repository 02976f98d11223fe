// @vitest-environment happy-dom

import { adminResults } from '@shared/i18n/admin/results';
import { timeZoneLabel } from '@shared/i18n/format';
import { uz } from '@shared/i18n/uz';
import { adminQuizListResponseSchema } from '@shared/schemas/admin-catalog';
import { type AdminResult, adminResultListSchema } from '@shared/schemas/admin-results';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { quizListItem } from '@web/test/admin-quiz';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminResult, FAILED_RESULT, OTHER_QUIZ_ID, QUIZ_ID } from '../test/results-fixtures';
import { AdminResultsPage } from './results-page';

const t = adminResults;
const FIRST_PAGE = 'GET /api/admin/results?page=1&pageSize=20';
const PASSED = adminResult();

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;

const listOf = (results: AdminResult[], total = results.length) =>
  reply(adminResultListSchema, { results, total, page: 1, pageSize: 20 });
const resultCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/results?'));

beforeEach(() => {
  routes = {
    [FIRST_PAGE]: listOf([PASSED, FAILED_RESULT]),
    'GET /api/admin/quizzes?page=1&pageSize=100': reply(adminQuizListResponseSchema, {
      quizzes: [quizListItem(QUIZ_ID, 'Jahon tarixi'), quizListItem(OTHER_QUIZ_ID, "Fizika: to'lqinlar")],
      total: 2,
      page: 1,
      pageSize: 100,
    }),
  };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (path = '/admin/quiz-results') => renderWithApp(<AdminResultsPage />, path);

describe('AdminResultsPage', () => {
  it('shows every result as a table row with its figures', async () => {
    open();
    const table = await screen.findByRole('table', { name: t.listLabel });
    const [aziza, bobur] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(aziza!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Jahon tarixi',
      '85%',
      '17/20',
      '17',
      '12:05',
      '20 noyabr 2026, 14:30', // 09:30 UTC on the Tashkent clock, whatever the machine's zone
      t.passed,
      'BLM-7K2Q-9XZA',
    ]);
    expect(within(aziza!).getByRole('rowheader').textContent).toBe('Aziza Karimovaaziza@example.uz');
    expect(
      within(table).getByRole('columnheader', { name: `${t.columns.completedAt} (${timeZoneLabel()})` }),
    ).toBeTruthy();
    expect(within(aziza!).getByRole('link', { name: 'BLM-7K2Q-9XZA' }).getAttribute('href')).toBe(
      '/certificates/verify/BLM-7K2Q-9XZA',
    );
    // a guest, a fractional score, a clock that ran out, no certificate
    expect(within(bobur!).getByRole('rowheader').textContent).toContain(`Bobur (${t.guest})`);
    const cells = within(bobur!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(
      expect.arrayContaining(['50%', '5/10', '4,5', `10:00${t.timeUp}`, t.failed, t.noCertificate]),
    );
    expect(screen.getByText(t.found(2))).toBeTruthy();
  });

  it('shows cards below 768 px', async () => {
    const narrow = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    open();
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    for (const text of [
      'Aziza Karimova',
      'Jahon tarixi',
      '85%',
      '17/20',
      '12:05',
      t.passed,
      'BLM-7K2Q-9XZA',
    ]) {
      expect(within(card!).getByText(text)).toBeTruthy();
    }
  });

  it('keeps search, pass/fail and quiz in the URL and asks the server for them', async () => {
    const filtered = `GET /api/admin/results?search=aziza&passed=false&quizId=${QUIZ_ID}&page=1&pageSize=20`;
    routes['GET /api/admin/results?page=3&pageSize=20'] = listOf([PASSED], 45);
    routes['GET /api/admin/results?search=aziza&page=1&pageSize=20'] = listOf([PASSED]);
    routes['GET /api/admin/results?search=aziza&passed=false&page=1&pageSize=20'] = listOf([]);
    routes[filtered] = listOf([]);
    const { params } = open('/admin/quiz-results?page=3');
    await screen.findByRole('option', { name: 'Jahon tarixi' });

    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), { target: { value: 'aziza ' } });
    await waitFor(() => expect(params().get('search')).toBe('aziza'), { timeout: 3000 });
    expect(params().has('page')).toBe(false);
    await waitFor(() =>
      expect(resultCalls().at(-1)?.url).toBe('/api/admin/results?search=aziza&page=1&pageSize=20'),
    );

    fireEvent.change(screen.getByLabelText(t.status), { target: { value: 'failed' } });
    fireEvent.change(screen.getByLabelText(t.quiz), { target: { value: QUIZ_ID } });
    expect(await screen.findByText(t.noMatches)).toBeTruthy();
    expect(params().toString()).toBe(`search=aziza&status=failed&quizId=${QUIZ_ID}`);
    expect(resultCalls().at(-1)?.url).toBe(filtered.slice(4));

    fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(params().toString()).toBe(''));
    expect(await screen.findByRole('table', { name: t.listLabel })).toBeTruthy();
  });

  it('pages on the server', async () => {
    routes[FIRST_PAGE] = listOf([PASSED], 45);
    routes['GET /api/admin/results?page=2&pageSize=20'] = listOf([FAILED_RESULT], 45);
    const { params } = open();
    expect(await screen.findByText(t.pageOf(1, 3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    expect(await screen.findByText('Bobur')).toBeTruthy();
    expect(params().get('page')).toBe('2');
    expect(screen.getByText(t.pageOf(2, 3))).toBeTruthy();
  });

  it('downloads the CSV with the current filters, busy until the file is in', async () => {
    const exportUrl = `/api/admin/results/export.csv?search=aziza&passed=true&quizId=${QUIZ_ID}`;
    routes[`GET /api/admin/results?search=aziza&passed=true&quizId=${QUIZ_ID}&page=1&pageSize=20`] = listOf([
      PASSED,
    ]);
    let finish: (response: Response) => void = () => {};
    const csv = new Promise<Response>((resolve) => {
      finish = resolve;
    });
    routes[`GET ${exportUrl}`] = (() => csv) as unknown as FakeReply;
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:natijalar');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    open(`/admin/quiz-results?search=aziza&status=passed&quizId=${QUIZ_ID}`);
    await screen.findByRole('table', { name: t.listLabel });

    fireEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    const busy = await screen.findByRole('button', { name: t.exporting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls.at(-1)?.url).toBe(exportUrl);

    finish(
      new Response('\uFEFFO\u02bbquvchi;Quiz\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="natijalar-2026-11-23.csv"',
        },
      }),
    );
    expect(await screen.findByRole('button', { name: t.exportCsv })).toBeTruthy();
    expect(saved).toEqual(['natijalar-2026-11-23.csv']);
  });

  it("a refused export shows the server's reason", async () => {
    routes['GET /api/admin/results/export.csv'] = refuse(429, 'RATE_LIMITED', uz.errors.RATE_LIMITED);
    open();
    await screen.findByRole('table', { name: t.listLabel });
    fireEvent.click(screen.getByRole('button', { name: t.exportCsv }));
    expect(await screen.findByText(uz.errors.RATE_LIMITED)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.exportCsv })).toBeTruthy();
  });

  it('says when there are no results yet', async () => {
    routes[FIRST_PAGE] = listOf([]);
    open();
    expect(await screen.findByRole('heading', { name: t.empty })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.clearFilters })).toBeNull();
  });

  it('toasts the spec text on a load failure and offers a retry', async () => {
    routes[FIRST_PAGE] = refuse(500, 'INTERNAL', uz.clientErrors.INTERNAL);
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    // and the toast: "Xatolik" with the spec's text
    await waitFor(() => expect(screen.getAllByText(t.loadError)).toHaveLength(2));
    const toastText = screen.getAllByText(t.loadError).find((element) => !alert.contains(element));
    expect(toastText?.closest('[data-sonner-toast]')?.textContent).toContain('Xatolik');

    routes[FIRST_PAGE] = listOf([PASSED]);
    fireEvent.click(within(alert).getByRole('button', { name: uz.common.retry }));
    expect(await screen.findByRole('table', { name: t.listLabel })).toBeTruthy();
  });
});

// @vitest-environment happy-dom

import { adminAudit } from '@shared/i18n/admin/audit';
import {
  type AuditEntry,
  auditFacetsResponseSchema,
  auditListResponseSchema,
} from '@shared/schemas/admin-audit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminAuditPage } from './audit-page';

const t = adminAudit;
const FIRST_PAGE = 'GET /api/admin/audit?page=1&pageSize=25';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
  createdAt: '2026-03-05T09:30:00.000Z',
  actor: { id: 'admin-1', email: 'admin@demo.uz', name: 'Demo Administrator' },
  action: 'quiz.update',
  entityType: 'quiz',
  entityId: '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9',
  changes: { price: { from: 1000, to: 2000 }, isActive: { from: false, to: true } },
  ...overrides,
});
const UPDATE = entry();
const UNKNOWN = entry({
  id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  actor: { id: null, email: 'gone@example.uz', name: null },
  action: 'report.publish',
  entityType: 'report',
  entityId: null,
  changes: {},
});

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;
const listOf = (entries: AuditEntry[], total = entries.length, page = 1) =>
  reply(auditListResponseSchema, { entries, total, page, pageSize: 25 });
const auditCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/audit?')).map((c) => c.url);

beforeEach(() => {
  routes = {
    [FIRST_PAGE]: listOf([UPDATE, UNKNOWN]),
    'GET /api/admin/audit/facets': reply(auditFacetsResponseSchema, {
      actions: ['category.delete', 'quiz.create', 'quiz.update', 'report.publish'],
      entityTypes: ['category', 'quiz', 'report'],
    }),
  };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (path = '/admin/audit') => renderWithApp(<AdminAuditPage />, path);

describe('AdminAuditPage', () => {
  it('shows a skeleton, then each entry as a row: time, who, readable action, entity, changes', async () => {
    open();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const table = await screen.findByRole('table', { name: t.listLabel });
    const [update, unknown] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(update!).getByRole('rowheader').textContent).toBe(t.actions['quiz.update']);
    expect(
      within(update!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^5 mart 2026, \d\d:30$/),
      'Demo Administratoradmin@demo.uz',
      'Quiz3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9',
      `Narx, Faol${t.details}`,
    ]);
    // an action the page does not know shows its code; a deleted account its email
    expect(within(unknown!).getByRole('rowheader').textContent).toBe('report.publish');
    expect(within(unknown!).getByText(t.deletedAccount)).toBeTruthy();
    expect(within(unknown!).getByText(t.noChanges)).toBeTruthy();
    expect(screen.getByText(t.found(2))).toBeTruthy();
  });

  it('says settings, backup and cache entries in words, not as stored keys and codes', async () => {
    const settings = entry({
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      changes: {
        siteName: { from: 'Bilimdon', to: 'Bilim' },
        defaultQuizPrice: { from: 0, to: 5000 },
        passingPercentage: { from: 70, to: 80 },
        enableRegistration: { from: true, to: false },
      },
    });
    const backup = entry({
      id: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
      action: 'system.backup',
      entityType: 'system',
      entityId: null,
      changes: { kind: 'pglite', fileName: 'bilimdon.tar.gz' },
    });
    const cache = entry({
      id: 'f4a5b6c7-d8e9-4f0a-9b1c-3d4e5f607182',
      action: 'system.cache_clear',
      entityType: 'system',
      entityId: null,
      changes: { 'certificate-files': 0 },
    });
    routes[FIRST_PAGE] = listOf([settings, backup, cache]);
    routes['GET /api/admin/audit/facets'] = reply(auditFacetsResponseSchema, {
      actions: ['questions.import', 'questions.save', 'settings.update'],
      entityTypes: ['quiz', 'settings', 'system'],
    });
    calls = fakeApi(routes);
    open();
    const table = await screen.findByRole('table', { name: t.listLabel });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Sozlamalar yangilandi',
      "Ma'lumotlar bazasi zaxira nusxasi olindi",
      'Kesh tozalandi',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual([
      `Sayt nomi, Standart narx (so'm), O'tish foizi +1${t.details}`,
      `Ma'lumotlar bazasi: PGlite (ichki), Fayl nomi: bilimdon.tar.gz${t.details}`,
      `Sertifikat fayllari (tozalangan): 0${t.details}`,
    ]);
    expect(table.textContent).not.toMatch(/settings\.update|siteName|pglite|certificate-files/);
    expect(screen.getByRole('option', { name: 'Savollar: barcha amallar' })).toBeTruthy();
  });

  it('opens the details of an entry: every field from -> to', async () => {
    open();
    const table = await screen.findByRole('table', { name: t.listLabel });
    const toggle = within(table).getByRole('button', { name: t.details });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = screen.getByLabelText(t.detailsLabel(t.actions['quiz.update']!));
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Narx', 'Faol']);
    expect([...details.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '1000→2000',
      `${t.no}→${t.yes}`,
    ]);
    fireEvent.click(within(table).getByRole('button', { name: t.hideDetails }));
    expect(screen.queryByLabelText(t.detailsLabel(t.actions['quiz.update']!))).toBeNull();
  });

  it('shows cards below 768 px', async () => {
    const narrow = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    open();
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    for (const text of [t.actions['quiz.update']!, 'Demo Administrator', 'Quiz', 'Narx, Faol']) {
      expect(within(card!).getByText(text)).toBeTruthy();
    }
  });

  it('keeps the filters in the URL and asks the server for them', async () => {
    // every filter on the way answers a page (no error toast left for the next test)
    calls = fakeApi(routes, listOf([UPDATE]));
    const { params } = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(t.filters.action), { target: { value: 'quiz.' } });
    expect(screen.getByRole('option', { name: t.filters.actionGroup('Quizlar') })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.filters.entityType), { target: { value: 'quiz' } });
    fireEvent.change(screen.getByLabelText(t.filters.from), { target: { value: '01.03.2026' } });
    fireEvent.change(screen.getByLabelText(t.filters.to), { target: { value: '05.03.2026' } });
    const search = screen.getByRole('searchbox', { name: t.filters.actor });
    fireEvent.change(search, { target: { value: 'demo' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(params().get('actor')).toBe('demo'));
    expect(Object.fromEntries(params())).toEqual({
      action: 'quiz.',
      entityType: 'quiz',
      from: '2026-03-01',
      to: '2026-03-05',
      actor: 'demo',
    });
    // the days are the admin's own: from the start of 1 March to the start of 6 March, local time
    const expected = new URLSearchParams({
      actor: 'demo',
      action: 'quiz.',
      entityType: 'quiz',
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 6).toISOString(),
      page: '1',
      pageSize: '25',
    });
    await waitFor(() => expect(auditCalls()).toContain(`/api/admin/audit?${expected}`));
  });

  it('pages on the server', async () => {
    routes[FIRST_PAGE] = listOf([UPDATE], 30);
    routes['GET /api/admin/audit?page=2&pageSize=25'] = listOf([UNKNOWN], 30, 2);
    const { params } = open();
    await screen.findByText(t.pageOf(1, 2));
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    await screen.findByText(t.pageOf(2, 2));
    expect(params().get('page')).toBe('2');
    expect(await screen.findByText('report.publish')).toBeTruthy();
  });

  it('says when the log is empty, and offers to clear filters that match nothing', async () => {
    routes[FIRST_PAGE] = listOf([]);
    open();
    expect(await screen.findByRole('heading', { name: t.empty })).toBeTruthy();
    cleanup();
    routes['GET /api/admin/audit?entityType=quiz&page=1&pageSize=25'] = listOf([]);
    const { params } = open('/admin/audit?entityType=quiz');
    expect(await screen.findByRole('heading', { name: t.noMatches })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(params().toString()).toBe(''));
    expect(await screen.findByRole('heading', { name: t.empty })).toBeTruthy();
  });

  it('toasts the load error and offers a retry', async () => {
    routes[FIRST_PAGE] = refuse(500, 'INTERNAL', 'Serverda xatolik');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    await waitFor(() => expect(screen.getAllByText(t.loadError)).toHaveLength(2));
    const toastText = screen.getAllByText(t.loadError).find((element) => !alert.contains(element));
    expect(toastText?.closest('[data-sonner-toast]')?.textContent).toContain('Xatolik');
    routes[FIRST_PAGE] = listOf([UPDATE]);
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('table', { name: t.listLabel })).toBeTruthy();
  });
});

// @vitest-environment happy-dom

import { adminSessions } from '@shared/i18n/admin/sessions';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { setTextsLanguage } from '@shared/i18n/runtime/texts';
import { type AdminSession, adminSessionsResponseSchema } from '@shared/schemas/admin-sessions';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, noContent, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSessionsQueryOptions, SESSIONS_REFRESH_MS } from '../api/get-sessions';
import { AdminSessionsPage } from './sessions-page';

const auth = vi.hoisted(() => ({ signOut: vi.fn(async () => ({ error: null })) }));
vi.mock('@web/lib/auth-actions', () => ({ authClient: { signOut: auth.signOut } }));

const t = adminSessions;
const LIST = 'GET /api/admin/sessions';
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function session(n: number, overrides: Partial<AdminSession> = {}): AdminSession {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: `user-${n}`,
    userName: 'Dilnoza Karimova',
    userEmail: 'dilnoza@example.uz',
    userPhone: null,
    signInMethod: 'email_password',
    deviceKind: 'mobile',
    deviceLabel: 'Mobil qurilma',
    browser: 'Safari',
    userAgent: IPHONE_UA,
    ipAddress: '192.168.1.20',
    deviceInfo: { platform: 'iPhone' },
    lastActivity: new Date(Date.now() - 5 * 60_000).toISOString(),
    createdAt: '2026-03-01T09:00:00.000Z',
    current: false,
    ...overrides,
  };
}

const LEARNER = session(1);
const MINE = session(2, {
  userId: 'admin-1',
  userName: 'Bosh Admin',
  userEmail: 'admin@demo.uz',
  deviceKind: 'desktop',
  deviceLabel: 'Kompyuter',
  browser: 'Chrome',
  userAgent: CHROME_UA,
  ipAddress: '127.0.0.1',
  deviceInfo: {},
  current: true,
});

let routes: Parameters<typeof fakeApi>[0];
let calls: ReturnType<typeof fakeApi>;
const listOf = (sessions: AdminSession[]) => reply(adminSessionsResponseSchema, { sessions });
const listCalls = () => calls.filter((call) => call.method === 'GET' && call.url === '/api/admin/sessions');
const writes = () => calls.filter((call) => call.method !== 'GET');

beforeEach(() => {
  routes = { [LIST]: listOf([MINE, LEARNER]) };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const open = () => renderWithApp(<AdminSessionsPage />, '/admin/sessions');
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

describe('AdminSessionsPage', () => {
  it('shows a skeleton, then each sign-in with device, browser, agent, IP, activity and person', async () => {
    open();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const learner = await rowOf('Dilnoza Karimova');
    for (const text of [
      'dilnoza@example.uz',
      'Mobil qurilma · Safari',
      'iPhone',
      IPHONE_UA,
      '192.168.1.20',
      '5 daqiqa oldin',
    ]) {
      expect(within(learner).getByText(text)).toBeTruthy();
    }
    const mine = await rowOf('Bosh Admin');
    expect(within(mine).getByText(t.current)).toBeTruthy();
    expect(within(mine).getByText('Kompyuter · Chrome')).toBeTruthy();
    expect(within(learner).queryByText(t.current)).toBeNull();
    expect(screen.getByText(new RegExp(t.count(2)))).toBeTruthy();
  });

  it("shows how each session signed in, in a 'Kirish usuli' column, and a phone account's number", async () => {
    routes[LIST] = listOf([
      LEARNER,
      session(4, {
        userName: 'Telefonli Foydalanuvchi',
        userEmail: null,
        userPhone: '+998901234567',
        signInMethod: 'phone_code',
      }),
      session(5, { userName: 'Eski Sessiya', signInMethod: null }),
    ]);
    open();
    const byPhone = await rowOf('Telefonli Foydalanuvchi');
    expect(screen.getByRole('columnheader', { name: t.columns.signInMethod })).toBeTruthy();
    expect(within(byPhone).getByText('Telefon · SMS kod')).toBeTruthy();
    expect(within(byPhone).getByText('+998 90 123 45 67')).toBeTruthy();
    expect(within(await rowOf('Dilnoza Karimova')).getByText('Email · parol')).toBeTruthy();
    expect(within(await rowOf('Eski Sessiya')).getByText(t.unknownSignInMethod)).toBeTruthy();
  });

  it('shows the whole user agent on demand', async () => {
    open();
    const learner = await rowOf('Dilnoza Karimova');
    const toggle = within(learner).getByRole('button', { name: t.showUserAgent });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(learner).getByText(IPHONE_UA).className).toContain('truncate');
    fireEvent.click(toggle);
    expect(within(learner).getByRole('button', { name: t.hideUserAgent }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(learner).getByText(IPHONE_UA).className).toContain('break-all');
  });

  it('shows cards below 768 px', async () => {
    const narrow = { matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    open();
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[1]!).getByText(t.ip('192.168.1.20'))).toBeTruthy();
    expect(within(cards[1]!).getByText(t.signedInBy('Email · parol'))).toBeTruthy();
  });

  it('terminates a sign-in after confirmation and refreshes the list', async () => {
    routes[`DELETE /api/admin/sessions/${LEARNER.id}`] = noContent;
    open();
    const learner = await rowOf('Dilnoza Karimova');
    fireEvent.click(
      within(learner).getByRole('button', {
        name: t.terminateLabel('Dilnoza Karimova', 'Mobil qurilma · Safari'),
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    expect(
      within(dialog).getByText(t.confirmMessage('Dilnoza Karimova', 'Mobil qurilma · Safari')),
    ).toBeTruthy();
    expect(writes()).toEqual([]);

    routes[LIST] = listOf([MINE]);
    const before = listCalls().length;
    fireEvent.click(within(dialog).getByRole('button', { name: t.terminate }));
    expect(await screen.findByText(t.terminated)).toBeTruthy();
    expect(writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE /api/admin/sessions/${LEARNER.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Dilnoza Karimova/ })).toBeNull());
    expect(listCalls().length).toBeGreaterThan(before);
  });

  it("shows the spec's toast when terminating fails", async () => {
    routes[`DELETE /api/admin/sessions/${LEARNER.id}`] = refuse(500, 'INTERNAL', 'Server xatosi');
    open();
    fireEvent.click(
      within(await rowOf('Dilnoza Karimova')).getByRole('button', { name: /sessiyasini tugatish/ }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: t.terminate }),
    );
    expect(await screen.findByText(t.errors.terminate)).toBeTruthy();
  });

  it("warns before ending the admin's own sign-in, then signs out here instead of calling the API", async () => {
    open();
    fireEvent.click(within(await rowOf('Bosh Admin')).getByRole('button', { name: /sessiyasini tugatish/ }));
    const dialog = await screen.findByRole('alertdialog', { name: t.confirmTitle });
    expect(within(dialog).getByText(t.confirmCurrent)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.terminate }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(writes().filter((call) => call.url.startsWith('/api/admin/sessions'))).toEqual([]);
  });

  it('refreshes on the button and every 30 seconds', async () => {
    open();
    await rowOf('Dilnoza Karimova');
    const before = listCalls().length;
    routes[LIST] = listOf([session(3, { userName: 'Yangi Kirgan', userEmail: 'yangi@example.uz' })]);
    fireEvent.click(screen.getByRole('button', { name: t.refresh }));
    expect(await rowOf('Yangi Kirgan')).toBeTruthy();
    expect(listCalls().length).toBe(before + 1);
    expect(adminSessionsQueryOptions().refetchInterval).toBe(SESSIONS_REFRESH_MS);
    expect(SESSIONS_REFRESH_MS).toBe(30_000);
  });

  it("shows the spec's toast and a retry when the list cannot be loaded", async () => {
    routes[LIST] = refuse(500, 'INTERNAL', 'Server xatosi');
    open();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((await screen.findAllByText(t.errors.load)).length).toBeGreaterThan(1);
    routes[LIST] = listOf([]);
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});

describe('AdminSessionsPage in the other languages', () => {
  afterEach(() => setTextsLanguage(() => DEFAULT_LANGUAGE));

  it.each([
    ['ru', 'Сессии входа', '2 активные сессии', 'Ваша текущая сессия'],
    ['uz-Cyrl', 'Фаол сессиялар', '2 та фаол сессия', 'Жорий сессиянгиз'],
  ] as const)('reads its heading, its count and its rows in %s', async (language, title, count, current) => {
    setTextsLanguage(() => language);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(within(await rowOf('Bosh Admin')).getByText(current)).toBeTruthy();
    expect(screen.getByText(new RegExp(count))).toBeTruthy();
  });
});

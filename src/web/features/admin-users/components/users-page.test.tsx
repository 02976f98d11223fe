// @vitest-environment happy-dom

import { adminUsers } from '@shared/i18n/admin/users';
import { type AdminUser, adminUserListResponseSchema, adminUserSchema } from '@shared/schemas/admin-users';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, noContent, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ID, adminUser, LEARNER_ID, ME } from '../test/user-fixtures';
import { AdminUsersPage } from './users-page';

vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({
    user: { id: 'admin-0001', name: 'Bosh Admin', email: 'admin@demo.uz', role: 'ADMIN' },
    isPending: false,
  }),
}));

const t = adminUsers;
const FIRST_PAGE = 'GET /api/admin/users?page=1&pageSize=20';
const LEARNER = adminUser();
const LAST_ADMIN = "Oxirgi administratorning rolini o'zgartirib bo'lmaydi";

let routes: Parameters<typeof fakeApi>[0];
let calls: ReturnType<typeof fakeApi>;

const listOf = (users: AdminUser[], total = users.length) =>
  reply(adminUserListResponseSchema, { users, total, page: 1, pageSize: 20 });

beforeEach(() => {
  routes = { [FIRST_PAGE]: listOf([ME, LEARNER]) };
  calls = fakeApi(routes);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = async (name: string) => (await screen.findByRole('listitem', { name })) as HTMLElement;
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/users?'));
const writes = () => calls.filter((call) => call.method !== 'GET');
const confirmIn = async (title: string, button: string) =>
  fireEvent.click(
    within(await screen.findByRole('alertdialog', { name: title })).getByRole('button', { name: button }),
  );

describe('AdminUsersPage', () => {
  it('shows each user as a card with role, verification, counts (paid purchases apart from free claims) and presence', async () => {
    renderWithApp(<AdminUsersPage />, '/admin/users');
    const learner = await card("Dilnoza G'aniyeva");
    for (const fact of [
      'dilnoza@example.uz',
      t.roles.USER,
      t.card.verified,
      t.card.online,
      '3 ta xarid, 2 ta bepul',
      t.card.results(5),
      t.card.sessions(1),
      t.card.joined('5 mart 2026'),
    ]) {
      expect(within(learner).getByText(fact)).toBeTruthy();
    }
    expect(within(learner).getByRole('button', { name: t.card.delete })).toBeTruthy();
    expect(screen.getByText(t.found(2))).toBeTruthy();
  });

  it("shows a phone account's number, no email badge and no emailed reset link; the search hint names the phone", async () => {
    const byPhone = adminUser({
      id: 'phone-0003',
      name: '+998 90 123 45 67',
      email: '',
      emailVerified: false,
      phoneNumber: '+998901234567',
    });
    routes[FIRST_PAGE] = listOf([ME, byPhone, adminUser({ phoneNumber: '+998935554433' })]);
    renderWithApp(<AdminUsersPage />, '/admin/users');
    const phoneCard = await card('+998 90 123 45 67');
    expect(within(phoneCard).getByText(t.card.phone('+998 90 123 45 67'))).toBeTruthy();
    expect(within(phoneCard).getByText(t.card.noEmail)).toBeTruthy();
    expect(within(phoneCard).queryByText(t.card.unverified)).toBeNull();
    expect(within(phoneCard).queryByRole('button', { name: t.card.resetPassword })).toBeNull();

    const both = await card("Dilnoza G'aniyeva");
    expect(within(both).getByText('dilnoza@example.uz')).toBeTruthy();
    expect(within(both).getByText(t.card.phone('+998 93 555 44 33'))).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: t.searchLabel });
    expect(search.getAttribute('placeholder')).toMatch(/^Email, ism yoki telefon/);
  });

  it("marks the admin's own card, which has no delete action", async () => {
    renderWithApp(<AdminUsersPage />, '/admin/users');
    const mine = await card('Bosh Admin');
    expect(within(mine).getByText(t.card.you)).toBeTruthy();
    expect(within(mine).getByText(t.roles.ADMIN)).toBeTruthy();
    // no free claims: nothing to tell apart
    expect(within(mine).getByText('0 ta xarid')).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: t.card.delete })).toBeNull();
    expect(within(mine).getByRole('button', { name: t.card.makeUser })).toBeTruthy();
  });

  it('keeps the search and role in the URL and asks the server for them', async () => {
    routes['GET /api/admin/users?search=dilnoza&page=1&pageSize=20'] = listOf([LEARNER]);
    routes['GET /api/admin/users?search=dilnoza&role=ADMIN&page=1&pageSize=20'] = listOf([]);
    const { params } = renderWithApp(<AdminUsersPage />, '/admin/users?page=2');
    await screen.findByRole('searchbox', { name: t.searchLabel });

    fireEvent.change(screen.getByRole('searchbox', { name: t.searchLabel }), {
      target: { value: ' dilnoza ' },
    });
    await waitFor(() => expect(params().get('search')).toBe('dilnoza'), { timeout: 3000 });
    expect(params().has('page')).toBe(false);
    await waitFor(() =>
      expect(listCalls().at(-1)?.url).toBe('/api/admin/users?search=dilnoza&page=1&pageSize=20'),
    );
    expect(await card("Dilnoza G'aniyeva")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(t.role), { target: { value: 'ADMIN' } });
    expect(await screen.findByText(t.noMatches)).toBeTruthy();
    expect(params().get('role')).toBe('ADMIN');
    expect(listCalls().at(-1)?.url).toBe('/api/admin/users?search=dilnoza&role=ADMIN&page=1&pageSize=20');

    fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(params().toString()).toBe(''));
    expect(await card('Bosh Admin')).toBeTruthy();
  });

  it('starts from the URL on reload and pages on the server', async () => {
    routes['GET /api/admin/users?role=USER&page=2&pageSize=20'] = reply(adminUserListResponseSchema, {
      users: [LEARNER],
      total: 45,
      page: 2,
      pageSize: 20,
    });
    routes['GET /api/admin/users?role=USER&page=3&pageSize=20'] = reply(adminUserListResponseSchema, {
      users: [adminUser({ id: 'learner-0003', name: 'Sardor Karimov' })],
      total: 45,
      page: 3,
      pageSize: 20,
    });
    const { params } = renderWithApp(<AdminUsersPage />, '/admin/users?role=USER&page=2');
    expect(await card("Dilnoza G'aniyeva")).toBeTruthy();
    expect((screen.getByLabelText(t.role) as HTMLSelectElement).value).toBe('USER');
    expect(screen.getByText(t.pageOf(2, 3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    expect(await card('Sardor Karimov')).toBeTruthy();
    expect(params().get('page')).toBe('3');
  });

  it('changes a role only after confirmation', async () => {
    routes[`PUT /api/admin/users/${LEARNER_ID}/role`] = reply(adminUserSchema, { ...LEARNER, role: 'ADMIN' });
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.makeAdmin }));
    const dialog = await screen.findByRole('alertdialog', { name: t.roleConfirm.title });
    expect(within(dialog).getByText(t.roleConfirm.toAdmin("Dilnoza G'aniyeva"))).toBeTruthy();
    expect(writes()).toEqual([]);

    routes[FIRST_PAGE] = listOf([ME, { ...LEARNER, role: 'ADMIN' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: t.roleConfirm.confirm }));
    expect(await screen.findByText(t.roleConfirm.changed("Dilnoza G'aniyeva", t.roles.ADMIN))).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'PUT', url: `/api/admin/users/${LEARNER_ID}/role`, body: { role: 'ADMIN' } },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: "Dilnoza G'aniyeva" })).getByText(t.roles.ADMIN),
      ).toBeTruthy(),
    );
  });

  it("shows the server's message when the last admin would lose the role", async () => {
    routes[`PUT /api/admin/users/${ADMIN_ID}/role`] = refuse(422, 'LAST_ADMIN', LAST_ADMIN);
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(within(await card('Bosh Admin')).getByRole('button', { name: t.card.makeUser }));
    expect(await screen.findByText(t.roleConfirm.toUserSelf)).toBeTruthy();
    await confirmIn(t.roleConfirm.title, t.roleConfirm.confirm);
    expect(await screen.findByText(LAST_ADMIN)).toBeTruthy();
    expect(screen.queryByText(t.errors.role)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("shows the spec's text when a role change fails on the server", async () => {
    routes[`PUT /api/admin/users/${LEARNER_ID}/role`] = refuse(500, 'INTERNAL', 'Server xatosi');
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.makeAdmin }));
    await confirmIn(t.roleConfirm.title, t.roleConfirm.confirm);
    expect(await screen.findByText(t.errors.role)).toBeTruthy();
  });

  it('deletes after a confirmation that says what goes and what stays', async () => {
    routes[`DELETE /api/admin/users/${LEARNER_ID}`] = noContent;
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: t.deleteConfirm.title });
    for (const text of [
      t.deleteConfirm.message("Dilnoza G'aniyeva", 'dilnoza@example.uz'),
      t.deleteConfirm.goes,
      t.deleteConfirm.stays,
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes()).toEqual([]);

    routes[FIRST_PAGE] = listOf([ME]);
    fireEvent.click(within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.delete }));
    await confirmIn(t.deleteConfirm.title, t.deleteConfirm.confirm);
    expect(await screen.findByText(t.deleteConfirm.deleted)).toBeTruthy();
    expect(writes()).toEqual([{ method: 'DELETE', url: `/api/admin/users/${LEARNER_ID}`, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: "Dilnoza G'aniyeva" })).toBeNull());
  });

  it("shows the spec's text when a delete fails", async () => {
    routes[`DELETE /api/admin/users/${LEARNER_ID}`] = refuse(500, 'INTERNAL', 'Server xatosi');
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.delete }));
    await confirmIn(t.deleteConfirm.title, t.deleteConfirm.confirm);
    expect(await screen.findByText(t.errors.delete)).toBeTruthy();
  });

  it('sends a password-reset link after a confirmation', async () => {
    routes[`POST /api/admin/users/${LEARNER_ID}/password-reset`] = noContent;
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(
      within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.resetPassword }),
    );
    expect(await screen.findByText(t.resetConfirm.message('dilnoza@example.uz'))).toBeTruthy();
    expect(writes()).toEqual([]);
    await confirmIn(t.resetConfirm.title, t.resetConfirm.confirm);
    expect(await screen.findByText(t.resetConfirm.sent('dilnoza@example.uz'))).toBeTruthy();
    expect(writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST /api/admin/users/${LEARNER_ID}/password-reset`,
    ]);
  });

  it("shows the spec's text when the reset link cannot be sent", async () => {
    routes[`POST /api/admin/users/${LEARNER_ID}/password-reset`] = refuse(
      503,
      'MAIL_FAILED',
      'Pochta ishlamayapti',
    );
    renderWithApp(<AdminUsersPage />, '/admin/users');
    fireEvent.click(
      within(await card("Dilnoza G'aniyeva")).getByRole('button', { name: t.card.resetPassword }),
    );
    await confirmIn(t.resetConfirm.title, t.resetConfirm.confirm);
    expect(await screen.findByText(t.errors.passwordReset)).toBeTruthy();
  });

  it("shows the spec's toast and a retry when the list cannot be loaded", async () => {
    routes[FIRST_PAGE] = refuse(500, 'INTERNAL', 'Server xatosi');
    renderWithApp(<AdminUsersPage />, '/admin/users');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((await screen.findAllByText(t.errors.load)).length).toBeGreaterThan(1);
    routes[FIRST_PAGE] = listOf([LEARNER]);
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await card("Dilnoza G'aniyeva")).toBeTruthy();
  });

  it('says when there are no users at all', async () => {
    routes[FIRST_PAGE] = listOf([]);
    renderWithApp(<AdminUsersPage />, '/admin/users');
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});

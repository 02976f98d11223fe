// @vitest-environment happy-dom
import { userSessionsResponseSchema } from '@shared/schemas/account';
import { adminUserListResponseSchema } from '@shared/schemas/admin-users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { fakeApi, noContent, reply } from '@web/test/fake-api';
import { FakeEventSource } from '@web/test/fake-event-source';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: 'USER' | 'ADMIN' },
  isPending: false,
}));
vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({ user: session.user, isPending: session.isPending }),
  refreshSession: vi.fn(async () => {}),
}));
vi.mock('@web/lib/auth-actions', () => ({
  authClient: { signOut: vi.fn(async () => ({ error: null })) },
}));

const { default: AdminRoute } = await import('./admin');

const ADMIN = { id: 'a1', name: 'Admin Adminov', email: 'admin@demo.uz', role: 'ADMIN' as const };
const LEARNER = { id: 'u1', name: "O'quvchi", email: 'learner@demo.uz', role: 'USER' as const };

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', Component: AdminRoute },
      { path: '/', element: <p>Bosh sahifa ekrani</p> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  // the account upkeep (activity pings, device record) and the placeholder pages' calls
  fakeApi(
    {
      'GET /api/sessions': reply(userSessionsResponseSchema, { sessions: [] }),
      'GET /api/admin/users?page=1&pageSize=20': reply(adminUserListResponseSchema, {
        users: [],
        total: 0,
        page: 1,
        pageSize: 20,
      }),
    },
    noContent,
  );
  session.isPending = false;
  session.user = null;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('admin guard', () => {
  it('shows an accessible spinner while the session loads', () => {
    session.isPending = true;
    openAt('/admin');
    expect(screen.getByRole('status').textContent).toBe('Yuklanmoqda...');
    expect(screen.queryByRole('navigation', { name: 'Admin menyusi' })).toBeNull();
  });

  it('sends a guest to the home page', async () => {
    const router = openAt('/admin/categories');
    await screen.findByText('Bosh sahifa ekrani');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a signed-in learner the no-access page, without the sidebar', async () => {
    session.user = LEARNER;
    const router = openAt('/admin/quizzes');
    expect(await screen.findByRole('heading', { level: 1, name: "Ruxsat yo'q" })).toBeTruthy();
    expect(screen.getByText(/faqat administratorlar uchun/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bosh sahifaga qaytish' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Admin menyusi' })).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/quizzes');
  });

  it("shows an admin the sidebar in the spec's order, the current page marked", async () => {
    session.user = ADMIN;
    openAt('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Admin menyusi' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Quizlar', '/admin/quizzes'],
      ['Kategoriyalar', '/admin/categories'],
      ['Foydalanuvchilar', '/admin/users'],
      ['Faol sessiyalar', '/admin/sessions'],
      ['Natijalar', '/admin/quiz-results'],
      ["To'lovlar", '/admin/payments'],
      ['Xabarlar', '/admin/messages'],
      ['Sozlamalar', '/admin/settings'],
      ['Audit jurnali', '/admin/audit'],
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
    ).toEqual(['Foydalanuvchilar']);
    expect(screen.getByRole('link', { name: 'Bosh sahifa' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Chiqish' })).toBeTruthy();
    // the page itself loads inside the admin layout
    expect(await screen.findByRole('heading', { level: 1, name: 'Foydalanuvchilar' })).toBeTruthy();
  });

  it('says "not found" inside the admin layout for an unknown admin page', async () => {
    session.user = ADMIN;
    openAt('/admin/nimadir');
    expect(await screen.findByRole('heading', { name: 'Sahifa topilmadi' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Admin menyusi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dashboardga qaytish' }).getAttribute('href')).toBe('/admin');
  });
});

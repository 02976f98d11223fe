// @vitest-environment happy-dom
import { NO_INTEGRATIONS } from '@shared/schemas/integrations';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useRecordTitle } from '@web/lib/record-title';
import { fakeApi, noContent } from '@web/test/fake-api';
import { FakeEventSource } from '@web/test/fake-event-source';
import { publicSettingsReply } from '@web/test/public-settings';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({ user: null, isPending: false }),
  refreshSession: vi.fn(async () => {}),
}));
vi.mock('@web/lib/auth-actions', () => ({
  authClient: { signOut: vi.fn(async () => ({ error: null })) },
}));

const { SiteLayout } = await import('./site-layout');

/** A page that names its record, as the quiz page does once its data is there. */
function NamedRecord() {
  useRecordTitle('Fizika asoslari');
  return <p>Yozuv</p>;
}

function openAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: SiteLayout,
        children: [
          { index: true, element: <p>Bosh</p> },
          { path: 'quizzes', element: <p>Katalog</p> },
          { path: 'quiz/:id', element: <p>Quiz</p> },
          { path: 'quiz/:id/play', Component: NamedRecord },
          { path: '*', element: <p>Yo'q</p> },
        ],
      },
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

const footer = () => screen.getByRole('contentinfo');
const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  document.head.innerHTML =
    '<title>Amir Temur davri | Bilimdon</title><meta name="description" content="server" />';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the document title follows the page table', () => {
  it("keeps the server's head of a quiz on the first load, then follows navigation", async () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply() }, noContent);
    const router = openAt('/quiz/8d8f7c2e-0000-4000-8000-000000000001');
    await within(footer()).findByText(/Barcha huquqlar/);
    expect(document.title).toBe('Amir Temur davri | Bilimdon');
    await act(() => router.navigate('/quizzes'));
    await waitFor(() => expect(document.title).toBe('Quizlar | Bilimdon'));
    expect(description()).toMatch(/^Barcha quizlar/);
    await act(() => router.navigate('/no-such-page'));
    await waitFor(() => expect(document.title).toBe('Sahifa topilmadi | Bilimdon'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Bilimdon'));
  });

  it('a page that names its record shows that name while it is open', async () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply({ siteName: 'Zukko' }) }, noContent);
    const router = openAt('/');
    await waitFor(() => expect(document.title).toBe('Zukko'));
    await act(() => router.navigate('/quiz/8d8f7c2e-0000-4000-8000-000000000001/play'));
    await waitFor(() => expect(document.title).toBe('Fizika asoslari | Zukko'));
    await act(() => router.navigate('/quizzes'));
    await waitFor(() => expect(document.title).toBe('Quizlar | Zukko'));
  });
});

describe('the footer', () => {
  it('shows only the configured social networks, each an icon link with its name', async () => {
    fakeApi(
      {
        'GET /api/settings/public': publicSettingsReply({
          integrations: {
            ...NO_INTEGRATIONS,
            social: {
              telegram: 'https://t.me/bilimdon',
              instagram: null,
              youtube: 'https://youtube.com/@bilimdon',
              facebook: null,
            },
          },
        }),
      },
      noContent,
    );
    openAt('/');
    const section = await within(footer()).findByRole('region', { name: 'Ijtimoiy tarmoqlar' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Telegram (yangi oynada ochiladi)', 'https://t.me/bilimdon'],
      ['YouTube (yangi oynada ochiladi)', 'https://youtube.com/@bilimdon'],
    ]);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no social section when none is configured, and the years since 2024', async () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply() }, noContent);
    openAt('/');
    await within(footer()).findByText(
      `© 2024–${new Date().getFullYear()} Bilimdon. Barcha huquqlar himoyalangan.`,
    );
    expect(within(footer()).queryByText('Ijtimoiy tarmoqlar')).toBeNull();
    expect(within(footer()).queryByRole('link', { name: /Telegram/ })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { uz } from '@shared/i18n/uz';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, noContent, refuse } from '@web/test/fake-api';
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

function openHome() {
  const router = createMemoryRouter(
    [{ path: '/', Component: SiteLayout, children: [{ index: true, element: <p>Sahifa</p> }] }],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const header = () => screen.getByRole('banner');
const footer = () => screen.getByRole('contentinfo');

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  document.title = 'Bilimdon';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the site name and description from the admin settings', () => {
  it('show in the header, the footer and the document title', async () => {
    const calls = fakeApi(
      {
        'GET /api/settings/public': publicSettingsReply({
          siteName: 'Zukko Akademiya',
          siteDescription: "Matematika va tillar bo'yicha testlar.",
        }),
      },
      noContent,
    );
    openHome();
    await within(header()).findByRole('link', { name: 'Zukko Akademiya' });
    expect(within(footer()).getByRole('link', { name: 'Zukko Akademiya' })).toBeTruthy();
    expect(within(footer()).getByText("Matematika va tillar bo'yicha testlar.")).toBeTruthy();
    expect(
      within(footer()).getByText(
        `© 2024–${new Date().getFullYear()} Zukko Akademiya. Barcha huquqlar himoyalangan.`,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Zukko Akademiya'));
    // header, footer and title share one request
    expect(calls.filter((call) => call.url === '/api/settings/public')).toHaveLength(1);
  });

  it('fall back to the built-in name and description while loading and when the settings fail', async () => {
    fakeApi({ 'GET /api/settings/public': refuse(500, 'INTERNAL', 'Xato') }, noContent);
    openHome();
    expect(within(header()).getByRole('link', { name: uz.brand.name })).toBeTruthy();
    expect(within(footer()).getByText(uz.footer.about)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(uz.brand.name));
    expect(within(header()).getByRole('link', { name: uz.brand.name })).toBeTruthy();
  });
});

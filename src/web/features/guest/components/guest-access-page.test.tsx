// @vitest-environment happy-dom

import { guestPageTexts } from '@shared/i18n/guest-pages';
import { guestRedeemResponseSchema } from '@shared/schemas/guest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { closeAuthDialog, useAuthDialog } from '@web/lib/auth-dialog';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestAccessPage } from './guest-access-page';

const t = guestPageTexts.access;
const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
const PURCHASE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const TOKEN = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1u';
const REDEEM = 'POST /api/guest-access/redeem';

function DialogState() {
  const { open, tab } = useAuthDialog();
  return <output data-testid="auth-dialog">{open ? tab : 'closed'}</output>;
}

function openLink(answer: FakeReply | null, hash = `#${TOKEN}`) {
  const calls = fakeApi(answer ? { [REDEEM]: answer } : {});
  const router = createMemoryRouter(
    [
      { path: '/guest-access', element: <GuestAccessPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`/guest-access${hash}`] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <DialogState />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  closeAuthDialog();
  localStorage.clear();
});

describe('GuestAccessPage', () => {
  it('redeems the token from the fragment, wipes it, remembers the access and goes to play', async () => {
    const expiresAt = '2026-11-24T13:30:00.000Z';
    const { calls, router } = openLink(
      reply(guestRedeemResponseSchema, {
        quizId: QUIZ_ID,
        quizTitle: 'Jahon tarixi',
        email: 'ali@misol.uz',
        fullName: 'Ali Valiyev',
        purchaseId: PURCHASE_ID,
        expiresAt,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/play/${QUIZ_ID}`));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ]);
    expect(router.state.location.hash).toBe('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestPurchase) ?? 'null')).toEqual({
      quizId: QUIZ_ID,
      email: 'ali@misol.uz',
      purchaseId: PURCHASE_ID,
      expiresAt: Date.parse(expiresAt),
    });
  });

  it('removes the token from the address bar even when the link has expired, and says what to do', async () => {
    const { router } = openLink(refuse(410, 'GUEST_ACCESS_EXPIRED', 'Muddati tugagan'));
    expect(await screen.findByRole('heading', { name: t.expiredTitle })).toBeTruthy();
    expect(screen.getByText(t.expiredMessage)).toBeTruthy();
    expect(router.state.location.hash).toBe('');
    fireEvent.click(screen.getByRole('button', { name: t.signUp }));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('signup');
    expect(localStorage.getItem(STORAGE_KEYS.guestPurchase)).toBeNull();
  });

  it('says the payment was refunded, not that the access expired', async () => {
    const { router } = openLink(refuse(410, 'GUEST_ACCESS_REFUNDED', "To'lov qaytarilgan"));
    expect(await screen.findByRole('heading', { name: t.refundedTitle })).toBeTruthy();
    expect(screen.getByText(t.refundedMessage)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.expiredTitle })).toBeNull();
    expect(screen.getByRole('link', { name: t.catalog }).getAttribute('href')).toBe('/quizzes');
    expect(router.state.location.hash).toBe('');
  });

  it('asks to sign in with that email when the purchase moved to an account', async () => {
    openLink(refuse(409, 'GUEST_ACCESS_MERGED', "Hisobga o'tkazilgan"));
    expect(await screen.findByRole('heading', { name: t.mergedTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.signIn }));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('signin');
  });

  it('says an unknown link is not valid', async () => {
    openLink(refuse(404, 'GUEST_ACCESS_NOT_FOUND', 'Topilmadi'));
    expect(await screen.findByRole('heading', { name: t.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.catalog }).getAttribute('href')).toBe('/quizzes');
  });

  it('says a link without its token is incomplete and asks nothing of the server', async () => {
    const { calls } = openLink(null, '');
    expect(await screen.findByRole('heading', { name: t.noTokenTitle })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers a retry when the server could not be reached', async () => {
    const { calls } = openLink(refuse(500, 'INTERNAL', 'Ichki xatolik'));
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  });
});

// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import { guestAccessStatusSchema } from '@shared/schemas/guest';
import { claimResponseSchema } from '@shared/schemas/storefront';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@web/lib/auth-client';
import { closeAuthDialog, useAuthDialog } from '@web/lib/auth-dialog';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { fakeApi, refuse, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { quizDetail, TEST_QUIZ_ID } from '@web/test/quiz-detail';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuizActions } from './quiz-actions';

const QUIZ_ID = TEST_QUIZ_ID;
const USER: SessionUser = { id: 'u1', name: 'Ali Valiyev', email: 'ali@misol.uz', role: 'USER' };

const quiz = (price: number) => quizDetail({ price });

function DialogState() {
  const { open } = useAuthDialog();
  return <output data-testid="auth-dialog">{open ? 'open' : 'closed'}</output>;
}

function renderActions(props: {
  price: number;
  owned?: boolean;
  inCart?: boolean;
  viewer: SessionUser | null;
}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <QuizActions
              quiz={quiz(props.price)}
              owned={props.owned ?? false}
              inCart={props.inCart ?? false}
              viewer={props.viewer}
            />
            <DialogState />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [`/quiz/${QUIZ_ID}`] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.getByTestId('auth-dialog').textContent;

afterEach(() => {
  cleanup();
  closeAuthDialog();
  vi.unstubAllGlobals();
});

describe('QuizActions for a guest', () => {
  it("paid quiz: add to cart opens the auth dialog and sends nothing; play warns 'Ruxsat yo'q'", async () => {
    const calls = fakeApi({
      'GET /api/settings/public': publicSettingsReply({ guestPurchaseEnabled: false }),
    });
    const router = renderActions({ price: 49_000, viewer: null });
    expect(screen.queryByRole('button', { name: uz.quizDetail.claimFree })).toBeNull();

    fireEvent.click(button(uz.quizDetail.addToCart));
    expect(dialog()).toBe('open');
    closeAuthDialog();

    fireEvent.click(button(uz.quizDetail.play));
    expect(await screen.findByText("Ruxsat yo'q")).toBeTruthy();
    expect(screen.getByText(uz.quizDetail.noAccessMessage)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/quiz/${QUIZ_ID}`);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('buy now opens the auth dialog while guest purchase is off', async () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply({ guestPurchaseEnabled: false }) });
    const router = renderActions({ price: 49_000, viewer: null });
    fireEvent.click(button(uz.quizDetail.buyNow));
    await waitFor(() => expect(dialog()).toBe('open'));
    expect(router.state.location.pathname).toBe(`/quiz/${QUIZ_ID}`);
  });

  it('buy now goes to /guest-checkout/{id} when guest purchase is on', async () => {
    fakeApi({ 'GET /api/settings/public': publicSettingsReply({ guestPurchaseEnabled: true }) });
    const router = renderActions({ price: 49_000, viewer: null });
    fireEvent.click(button(uz.quizDetail.buyNow));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/guest-checkout/${QUIZ_ID}`));
    expect(dialog()).toBe('closed');
  });

  it('free quiz: claiming opens the auth dialog; there is nothing to buy', () => {
    const calls = fakeApi({});
    renderActions({ price: 0, viewer: null });
    expect(screen.queryByRole('button', { name: uz.quizDetail.addToCart })).toBeNull();
    expect(screen.queryByRole('button', { name: uz.quizDetail.buyNow })).toBeNull();
    fireEvent.click(button(uz.quizDetail.claimFree));
    expect(dialog()).toBe('open');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('QuizActions for a guest holding a guest purchase', () => {
  const EXPIRES_AT = '2026-11-24T13:30:00.000Z';
  const remember = () =>
    localStorage.setItem(
      STORAGE_KEYS.guestPurchase,
      JSON.stringify({
        quizId: QUIZ_ID,
        email: 'ali@misol.uz',
        purchaseId: QUIZ_ID,
        expiresAt: Date.now() + 3_600_000,
      }),
    );
  const access = (state: 'active' | 'expired') =>
    reply(guestAccessStatusSchema, {
      state,
      expiresAt: EXPIRES_AT,
      email: 'ali@misol.uz',
      purchaseId: QUIZ_ID,
    });

  afterEach(() => localStorage.clear());

  it('an active access shows play and its end time instead of buying', async () => {
    remember();
    fakeApi({ [`GET /api/guest-access/${QUIZ_ID}`]: access('active') });
    renderActions({ price: 49_000, viewer: null });
    const play = await screen.findByRole('link', { name: uz.quizDetail.play });
    expect(play.getAttribute('href')).toBe(`/play/${QUIZ_ID}`);
    expect(screen.getByText(uz.quizDetail.guestAccessUntil('24 noyabr 2026, 18:30'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: uz.quizDetail.buyNow })).toBeNull();
  });

  it('an expired access leaves the buy buttons', async () => {
    remember();
    const calls = fakeApi({ [`GET /api/guest-access/${QUIZ_ID}`]: access('expired') });
    renderActions({ price: 49_000, viewer: null });
    await waitFor(() => expect(calls.some((c) => c.url === `/api/guest-access/${QUIZ_ID}`)).toBe(true));
    expect(button(uz.quizDetail.buyNow)).toBeTruthy();
    expect(screen.queryByRole('link', { name: uz.quizDetail.play })).toBeNull();
  });

  it('asks the server even when the browser record names another quiz bought later', async () => {
    localStorage.setItem(
      STORAGE_KEYS.guestPurchase,
      JSON.stringify({
        quizId: 'another-quiz',
        email: 'ali@misol.uz',
        purchaseId: 'p2',
        expiresAt: Date.now() + 3_600_000,
      }),
    );
    fakeApi({ [`GET /api/guest-access/${QUIZ_ID}`]: access('active') });
    renderActions({ price: 49_000, viewer: null });
    expect(await screen.findByRole('link', { name: uz.quizDetail.play })).toBeTruthy();
    expect(screen.queryByRole('button', { name: uz.quizDetail.buyNow })).toBeNull();
  });

  it('a signed-in viewer is not asked about guest access', () => {
    const calls = fakeApi({});
    renderActions({ price: 49_000, viewer: USER });
    expect(calls.filter((c) => c.url.startsWith('/api/guest-access'))).toEqual([]);
  });
});

describe('QuizActions for a signed-in user', () => {
  it('owned: a play link to /play/{id} and the owned badge, no buy buttons', () => {
    fakeApi({});
    renderActions({ price: 49_000, owned: true, viewer: USER });
    const play = screen.getByRole('link', { name: uz.quizDetail.play });
    expect(play.getAttribute('href')).toBe(`/play/${QUIZ_ID}`);
    expect(screen.getByText(uz.quizDetail.owned)).toBeTruthy();
    for (const name of [uz.quizDetail.addToCart, uz.quizDetail.buyNow, uz.quizDetail.claimFree])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('free, not owned: "Bepul olish" claims it on the server and says so', async () => {
    const calls = fakeApi({
      [`POST /api/quizzes/${QUIZ_ID}/claim`]: reply(claimResponseSchema, {
        purchase: {
          id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          quizId: QUIZ_ID,
          amount: 0,
          paymentMethod: 'FREE',
          paymentStatus: 'COMPLETED',
          purchasedAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    });
    renderActions({ price: 0, viewer: USER });
    fireEvent.click(button(uz.quizDetail.claimFree));
    expect(await screen.findByText(uz.quizDetail.claimed)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/quizzes/${QUIZ_ID}/claim`)).toBe(true);
    expect(dialog()).toBe('closed');
  });

  it('paid, not owned: a duplicate add is shown as an info message', async () => {
    const calls = fakeApi({
      'POST /api/cart': refuse(409, 'CART_DUPLICATE', 'Bu quiz allaqachon savatda'),
    });
    renderActions({ price: 49_000, viewer: USER });
    fireEvent.click(button(uz.quizDetail.addToCart));
    expect(await screen.findByText('Bu quiz allaqachon savatda')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ quizId: QUIZ_ID });
    expect(dialog()).toBe('closed');

    fireEvent.click(button(uz.quizDetail.play));
    expect(await screen.findByText("Ruxsat yo'q")).toBeTruthy();
  });

  it.each([
    ['not in the cart', false],
    ['also in the cart', true],
  ])('paid, %s: buy now takes this one quiz straight to payment, the cart untouched', async (_, inCart) => {
    const calls = fakeApi({});
    const router = renderActions({ price: 49_000, inCart, viewer: USER });
    fireEvent.click(button(uz.quizDetail.buyNow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toBe(`?quiz=${QUIZ_ID}`);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('paid and in the cart: shows "Savatda" with a link to the cart', () => {
    fakeApi({});
    renderActions({ price: 49_000, inCart: true, viewer: USER });
    expect(screen.getByText(uz.quizDetail.inCart)).toBeTruthy();
    expect(screen.getByRole('link', { name: uz.quizDetail.goToCart }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: uz.quizDetail.addToCart })).toBeNull();
  });
});

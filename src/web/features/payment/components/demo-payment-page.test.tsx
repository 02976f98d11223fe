// @vitest-environment happy-dom

import { guestPageTexts } from '@shared/i18n/guest-pages';
import { paymentStatusTexts } from '@shared/i18n/payment-status';
import { uz } from '@shared/i18n/uz';
import { type GuestPaymentResponse, guestPaymentResponseSchema } from '@shared/schemas/guest';
import { type Payment, paymentResponseSchema } from '@shared/schemas/storefront';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoPaymentPage } from './demo-payment-page';
import { PaymentReturnPage } from './payment-return-page';

const session = vi.hoisted(() => ({ user: null as { id: string } | null }));
vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: session.user, isPending: false }) }));

const checkout = guestPageTexts.checkout;
const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
const PAYMENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PURCHASE_ID = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const EXPIRES_AT = '2026-11-24T13:30:00.000Z';
const STATUS = `GET /api/guest-checkout/payments/${PAYMENT_ID}`;
const CONFIRM = `POST /api/guest-checkout/payments/${PAYMENT_ID}/demo-confirm`;
const LEARNER_STATUS = `GET /api/payments/${PAYMENT_ID}`;
const LEARNER_CONFIRM = `POST /api/payments/demo/${PAYMENT_ID}/confirm`;

function payment(status: GuestPaymentResponse['payment']['status']): GuestPaymentResponse {
  return {
    payment: {
      id: PAYMENT_ID,
      status,
      amount: 15000,
      quiz: { id: QUIZ_ID, title: 'Biologiya' },
      email: 'ali@misol.uz',
      fullName: 'Ali Valiyev',
    },
    access: status === 'COMPLETED' ? { purchaseId: PURCHASE_ID, expiresAt: EXPIRES_AT } : null,
  };
}

function learnerPayment(status: Payment['status']): Payment {
  return {
    id: PAYMENT_ID,
    provider: 'demo',
    method: 'UZUM',
    status,
    amount: 15000,
    items: [{ quizId: QUIZ_ID, title: 'Biologiya', price: 15000 }],
    createdAt: '2026-11-23T10:00:00.000Z',
    completedAt: status === 'COMPLETED' ? '2026-11-23T10:01:00.000Z' : null,
  };
}

/** The status the server holds: PENDING until the confirmation is posted, then its answer. */
function serverState(pending: FakeReply, confirmed: FakeReply): { status: FakeReply; confirm: FakeReply } {
  let done = false;
  return {
    status: () => (done ? confirmed() : pending()),
    confirm: () => {
      done = true;
      return confirmed();
    },
  };
}

function openDemo(routes: Record<string, FakeReply>) {
  const calls = fakeApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/payment/demo/:paymentId', element: <DemoPaymentPage /> },
      { path: '/payment/return/:paymentId', element: <PaymentReturnPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: [`/payment/demo/${PAYMENT_ID}`] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, router };
}

afterEach(() => {
  session.user = null;
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DemoPaymentPage for a guest', () => {
  it('confirming lands on the return page, as every provider does: paid, the purchase remembered, and "Boshlash"', async () => {
    const server = serverState(
      reply(guestPaymentResponseSchema, payment('PENDING')),
      reply(guestPaymentResponseSchema, payment('COMPLETED')),
    );
    const { calls, router } = openDemo({ [STATUS]: server.status, [CONFIRM]: server.confirm });
    expect(await screen.findByText('Ali Valiyev (ali@misol.uz)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: uz.payment.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/return/${PAYMENT_ID}`));
    const start = await screen.findByRole('link', { name: paymentStatusTexts.startQuiz('Biologiya') });
    expect(start.getAttribute('href')).toBe(`/play/${QUIZ_ID}`);
    expect(screen.getByText(paymentStatusTexts.completedTitle)).toBeTruthy();
    // the page says it is paid: no toast repeats it over the heading
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'success' });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestPurchase) ?? 'null')).toEqual({
        quizId: QUIZ_ID,
        email: 'ali@misol.uz',
        purchaseId: PURCHASE_ID,
        expiresAt: Date.parse(EXPIRES_AT),
      }),
    );
  });

  it('declining stays on the page with the purchase-failure toast and a way to buy again', async () => {
    const { router } = openDemo({
      [STATUS]: reply(guestPaymentResponseSchema, payment('PENDING')),
      [CONFIRM]: reply(guestPaymentResponseSchema, payment('FAILED')),
    });
    fireEvent.click(await screen.findByRole('button', { name: uz.payment.decline }));
    expect(await screen.findByText(checkout.purchaseFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/payment/demo/${PAYMENT_ID}`);
    const retry = await screen.findByRole('link', { name: paymentStatusTexts.retry });
    expect(retry.getAttribute('href')).toBe(`/guest-checkout/${QUIZ_ID}`);
    expect(localStorage.getItem(STORAGE_KEYS.guestPurchase)).toBeNull();
  });

  it('a payment this browser did not start is not found', async () => {
    openDemo({ [STATUS]: refuse(404, 'PAYMENT_NOT_FOUND', "To'lov topilmadi") });
    expect(await screen.findByText(paymentStatusTexts.guestNotFoundMessage)).toBeTruthy();
  });
});

describe('DemoPaymentPage for a learner', () => {
  it('confirming lands on the return page with "Boshlash", not on the profile', async () => {
    session.user = { id: 'u1' };
    const server = serverState(
      reply(paymentResponseSchema, { payment: learnerPayment('PENDING') }),
      reply(paymentResponseSchema, { payment: learnerPayment('COMPLETED') }),
    );
    const { router } = openDemo({ [LEARNER_STATUS]: server.status, [LEARNER_CONFIRM]: server.confirm });
    fireEvent.click(await screen.findByRole('button', { name: uz.payment.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/return/${PAYMENT_ID}`));
    const start = await screen.findByRole('link', { name: paymentStatusTexts.startQuiz('Biologiya') });
    expect(start.getAttribute('href')).toBe(`/play/${QUIZ_ID}`);
    expect(screen.getByRole('link', { name: paymentStatusTexts.toProfile })).toBeTruthy();
  });

  it('a declined payment of one quiz offers to pay for that quiz alone again', async () => {
    session.user = { id: 'u1' };
    const server = serverState(
      reply(paymentResponseSchema, { payment: learnerPayment('PENDING') }),
      reply(paymentResponseSchema, { payment: learnerPayment('FAILED') }),
    );
    openDemo({ [LEARNER_STATUS]: server.status, [LEARNER_CONFIRM]: server.confirm });
    fireEvent.click(await screen.findByRole('button', { name: uz.payment.decline }));
    const retry = await screen.findByRole('link', { name: paymentStatusTexts.retry });
    expect(retry.getAttribute('href')).toBe(`/payment?quiz=${QUIZ_ID}`);
  });
});

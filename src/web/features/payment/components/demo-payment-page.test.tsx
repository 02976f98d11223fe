// @vitest-environment happy-dom

import { guestPageTexts } from '@shared/i18n/guest-pages';
import { paymentStatusTexts } from '@shared/i18n/payment-status';
import { uz } from '@shared/i18n/uz';
import { type GuestPaymentResponse, guestPaymentResponseSchema } from '@shared/schemas/guest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoPaymentPage } from './demo-payment-page';

vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: null, isPending: false }) }));

const checkout = guestPageTexts.checkout;
const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
const PAYMENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PURCHASE_ID = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const EXPIRES_AT = '2026-11-24T13:30:00.000Z';
const STATUS = `GET /api/guest-checkout/payments/${PAYMENT_ID}`;
const CONFIRM = `POST /api/guest-checkout/payments/${PAYMENT_ID}/demo-confirm`;

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

function openDemo(routes: Record<string, FakeReply>) {
  const calls = fakeApi(routes);
  const router = createMemoryRouter(
    [
      { path: '/payment/demo/:paymentId', element: <DemoPaymentPage /> },
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
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DemoPaymentPage for a guest', () => {
  it('confirming completes the purchase: the spec’s toast, the guest_purchase record, then play', async () => {
    const { calls, router } = openDemo({
      [STATUS]: reply(guestPaymentResponseSchema, payment('PENDING')),
      [CONFIRM]: reply(guestPaymentResponseSchema, payment('COMPLETED')),
    });
    expect(await screen.findByText('Ali Valiyev (ali@misol.uz)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: uz.payment.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/play/${QUIZ_ID}`));
    expect(await screen.findByText(checkout.successMessage)).toBeTruthy();
    expect(screen.getByText(checkout.successTitle)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ outcome: 'success' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestPurchase) ?? 'null')).toEqual({
      quizId: QUIZ_ID,
      email: 'ali@misol.uz',
      purchaseId: PURCHASE_ID,
      expiresAt: Date.parse(EXPIRES_AT),
    });
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

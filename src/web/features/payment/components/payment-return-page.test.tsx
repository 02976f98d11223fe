// @vitest-environment happy-dom

import { paymentStatusTexts as t } from '@shared/i18n/payment-status';
import { type GuestPaymentResponse, guestPaymentResponseSchema } from '@shared/schemas/guest';
import { type Payment, paymentResponseSchema } from '@shared/schemas/storefront';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@web/lib/storage-keys';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS } from '../api/use-live-payment';
import { PaymentReturnPage } from './payment-return-page';

const session = vi.hoisted(() => ({ user: null as { id: string } | null }));
vi.mock('@web/lib/auth-client', () => ({ useSessionUser: () => ({ user: session.user, isPending: false }) }));

const PAYMENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const ALGEBRA = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
const CHEMISTRY = '4a7f3c2b-0d9e-4f80-b7c6-d5e4f3a2b1c0';
const PURCHASE_ID = '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9';
const EXPIRES_AT = '2026-11-24T13:30:00.000Z';
const LEARNER_GET = `GET /api/payments/${PAYMENT_ID}`;
const GUEST_GET = `GET /api/guest-checkout/payments/${PAYMENT_ID}`;

function learnerPayment(
  status: Payment['status'],
  unpayableBecause?: Payment['unpayableBecause'],
): FakeReply {
  return reply(paymentResponseSchema, {
    payment: {
      id: PAYMENT_ID,
      provider: 'payme',
      method: 'PAYME',
      status,
      amount: 55000,
      items: [
        { quizId: ALGEBRA, title: 'Algebra', price: 30000 },
        { quizId: CHEMISTRY, title: 'Kimyo', price: 25000 },
      ],
      createdAt: '2026-11-23T10:00:00.000Z',
      completedAt: status === 'COMPLETED' ? '2026-11-23T10:01:00.000Z' : null,
      unpayableBecause,
    },
  });
}

function guestPayment(
  status: GuestPaymentResponse['payment']['status'],
  unpayableBecause?: GuestPaymentResponse['payment']['unpayableBecause'],
  contact: { email: string; phone?: string } = { email: 'ali@misol.uz' },
): FakeReply {
  return reply(guestPaymentResponseSchema, {
    payment: {
      id: PAYMENT_ID,
      status,
      amount: 15000,
      quiz: { id: ALGEBRA, title: 'Algebra' },
      ...contact,
      fullName: 'Ali Valiyev',
      unpayableBecause,
    },
    access: status === 'COMPLETED' ? { purchaseId: PURCHASE_ID, expiresAt: EXPIRES_AT } : null,
  });
}

/** The server's answers in turn; the last one repeats. */
function inTurn(...replies: FakeReply[]): FakeReply {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)]!();
}

function openReturn(routes: Record<string, FakeReply>) {
  const calls = fakeApi(routes);
  const app = renderWithApp(
    <Routes>
      <Route path="/payment/return/:paymentId" element={<PaymentReturnPage />} />
    </Routes>,
    `/payment/return/${PAYMENT_ID}`,
  );
  const statusReads = () => calls.filter((call) => call.method === 'GET').length;
  return { ...app, statusReads };
}

const liveRegion = () => screen.getByTestId('payment-status');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  session.user = { id: 'learner' };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('PaymentReturnPage for a signed-in learner', () => {
  it('waits while PENDING and turns COMPLETED when a poll sees the callback, with a start link per quiz', async () => {
    const { statusReads } = openReturn({
      [LEARNER_GET]: inTurn(
        learnerPayment('PENDING'),
        learnerPayment('PENDING'),
        learnerPayment('COMPLETED'),
      ),
    });
    expect(await screen.findByText(t.pendingTitle)).toBeTruthy();
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Payme')).toBeTruthy();
    expect(statusReads()).toBe(1);

    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    await waitFor(() => expect(statusReads()).toBe(2));
    expect(screen.getByText(t.pendingTitle)).toBeTruthy();

    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    expect(await screen.findByText(t.completedTitle)).toBeTruthy();
    expect(liveRegion().dataset.status).toBe('COMPLETED');
    const start = screen.getByRole('link', { name: t.startQuiz('Algebra') });
    expect(start.getAttribute('href')).toBe(`/play/${ALGEBRA}`);
    expect(screen.getByRole('link', { name: t.startQuiz('Kimyo') }).getAttribute('href')).toBe(
      `/play/${CHEMISTRY}`,
    );

    // settled: no more asking
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 3);
    expect(statusReads()).toBe(3);
  });

  it('stops asking after the limit and offers a refresh that asks again', async () => {
    const { statusReads } = openReturn({
      [LEARNER_GET]: inTurn(
        ...Array.from({ length: PAYMENT_POLL_LIMIT_MS / PAYMENT_POLL_INTERVAL_MS + 1 }, () =>
          learnerPayment('PENDING'),
        ),
        learnerPayment('COMPLETED'),
      ),
    });
    await screen.findByText(t.pendingTitle);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_LIMIT_MS);
    const refresh = await screen.findByRole('button', { name: t.refresh });
    expect(screen.getByText(t.stalledTitle)).toBeTruthy();
    const readsWhenStalled = statusReads();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS * 5);
    expect(statusReads()).toBe(readsWhenStalled);

    fireEvent.click(refresh);
    expect(await screen.findByText(t.completedTitle)).toBeTruthy();
  });

  it('FAILED says so and offers to try again at /payment (the cart is kept)', async () => {
    openReturn({ [LEARNER_GET]: learnerPayment('FAILED') });
    expect(await screen.findByText(t.failedTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.retry }).getAttribute('href')).toBe('/payment');
    expect(screen.queryByRole('link', { name: t.startQuiz('Algebra') })).toBeNull();
  });

  it('REFUNDED says the money went back and the access with it: nothing to start', async () => {
    openReturn({ [LEARNER_GET]: learnerPayment('REFUNDED') });
    expect(await screen.findByText(t.refundedTitle)).toBeTruthy();
    expect(screen.getByText(t.refundedMessage)).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.startQuiz('Algebra') })).toBeNull();
  });

  it.each([
    ['ALREADY_OWNED', 'PENDING'],
    ['QUIZ_UNAVAILABLE', 'FAILED'],
  ] as const)(
    'an order that can no longer be paid (%s, %s) says why and leads to the cart',
    async (reason, status) => {
      openReturn({ [LEARNER_GET]: learnerPayment(status, reason) });
      expect(await screen.findByText(t.unpayableTitle)).toBeTruthy();
      expect(screen.getByText(t.unpayableMessage[reason])).toBeTruthy();
      expect(screen.queryByText(t.pendingTitle)).toBeNull();
      expect(screen.getByRole('link', { name: t.toCart }).getAttribute('href')).toBe('/cart');
    },
  );

  it("someone else's payment is not found", async () => {
    openReturn({ [LEARNER_GET]: refuse(404, 'PAYMENT_NOT_FOUND', "To'lov topilmadi") });
    expect(await screen.findByText(t.notFoundMessage)).toBeTruthy();
  });
});

describe('PaymentReturnPage for a guest', () => {
  beforeEach(() => {
    session.user = null;
  });

  it('reads the guest payment by cookie; COMPLETED remembers the purchase and starts the quiz', async () => {
    openReturn({ [GUEST_GET]: inTurn(guestPayment('PENDING'), guestPayment('COMPLETED')) });
    expect(await screen.findByText('Ali Valiyev (ali@misol.uz)')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_INTERVAL_MS);
    expect(await screen.findByText(t.guestCompletedMessage)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.startQuiz('Algebra') }).getAttribute('href')).toBe(
      `/play/${ALGEBRA}`,
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestPurchase) ?? 'null')).toEqual({
        quizId: ALGEBRA,
        email: 'ali@misol.uz',
        purchaseId: PURCHASE_ID,
        expiresAt: Date.parse(EXPIRES_AT),
      }),
    );
  });

  it('a guest who bought by phone is told the access link went there by SMS', async () => {
    const byPhone = { email: '', phone: '+998901234567' };
    openReturn({ [GUEST_GET]: guestPayment('COMPLETED', undefined, byPhone) });
    expect(await screen.findByText(t.guestCompletedBySms('+998 90 123 45 67'))).toBeTruthy();
    expect(screen.getByText('Ali Valiyev (+998 90 123 45 67)')).toBeTruthy();
    expect(screen.queryByText(t.guestCompletedMessage)).toBeNull();
  });

  it.each(['ALREADY_OWNED', 'QUIZ_UNAVAILABLE'] as const)(
    'a payment no provider will take (%s) says why in words for a guest and leads to the catalogue',
    async (reason) => {
      openReturn({ [GUEST_GET]: guestPayment('PENDING', reason) });
      expect(await screen.findByText(t.unpayableTitle)).toBeTruthy();
      expect(screen.getByText(t.guestUnpayableMessage[reason])).toBeTruthy();
      expect(screen.queryByText(t.pendingTitle)).toBeNull();
      expect(screen.queryByRole('link', { name: t.toCart })).toBeNull();
      expect(screen.getByRole('link', { name: t.toCatalog }).getAttribute('href')).toBe('/quizzes');
    },
  );

  it('FAILED sends the guest back to the checkout of that quiz', async () => {
    openReturn({ [GUEST_GET]: guestPayment('FAILED') });
    expect((await screen.findByRole('link', { name: t.retry })).getAttribute('href')).toBe(
      `/guest-checkout/${ALGEBRA}`,
    );
  });

  it('without the guest cookie for it (404) a signed-out visitor is told why and offered sign-in', async () => {
    openReturn({ [GUEST_GET]: refuse(404, 'PAYMENT_NOT_FOUND', "To'lov topilmadi") });
    expect(await screen.findByText(t.guestNotFoundMessage)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.signIn })).toBeTruthy();
  });
});

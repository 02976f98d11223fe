// @vitest-environment happy-dom

import { uz } from '@shared/i18n/uz';
import {
  cartResponseSchema,
  checkoutResponseSchema,
  quizDetailResponseSchema,
} from '@shared/schemas/storefront';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { quizDetail } from '@web/test/quiz-detail';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentPage } from './payment-page';

vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({
    user: { id: 'u1', name: 'Ali', email: 'ali@misol.uz', role: 'USER' },
    isPending: false,
  }),
}));

const QUIZ_ID = '3f6e2b1a-9c8d-4e7f-a6b5-c4d3e2f1a0b9';
const PAYMENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const detail = reply(quizDetailResponseSchema, {
  quiz: quizDetail({ id: QUIZ_ID, price: 49_000 }),
  owned: false,
  inCart: true,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentPage', () => {
  it('pays for the one quiz bought now (?quiz=id) alone, never reading the cart', async () => {
    const calls = fakeApi({
      'GET /api/settings/public': publicSettingsReply(),
      [`GET /api/quizzes/${QUIZ_ID}`]: detail,
      'POST /api/checkout': reply(checkoutResponseSchema, {
        paymentId: PAYMENT_ID,
        redirectUrl: `/payment/demo/${PAYMENT_ID}`,
      }),
    });
    const { router } = renderWithApp(<PaymentPage />, `/payment?quiz=${QUIZ_ID}`);
    expect(await screen.findByText('Jahon tarixi')).toBeTruthy();
    expect(screen.getByRole('link', { name: uz.payment.backToQuiz }).getAttribute('href')).toBe(
      `/quiz/${QUIZ_ID}`,
    );
    expect(calls.some((call) => call.url === '/api/cart')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Uzum/ }));
    fireEvent.click(screen.getByRole('button', { name: "To'lash: 49 000 so'm" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/demo/${PAYMENT_ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ method: 'UZUM', quizId: QUIZ_ID });
  });

  it('an empty cart cannot be paid: the button is off', async () => {
    fakeApi({ 'GET /api/cart': reply(cartResponseSchema, { items: [], total: 0, count: 0 }) });
    renderWithApp(<PaymentPage />, '/payment');
    expect(await screen.findByText(uz.payment.emptyCart)).toBeTruthy();
    expect((screen.getByRole('button', { name: "To'lash: 0 so'm" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers only the methods the server takes, and pays by the first of them', async () => {
    const calls = fakeApi({
      'GET /api/settings/public': publicSettingsReply({ paymentMethods: ['PAYME'] }),
      [`GET /api/quizzes/${QUIZ_ID}`]: detail,
      'POST /api/checkout': reply(checkoutResponseSchema, {
        paymentId: PAYMENT_ID,
        redirectUrl: `/payment/demo/${PAYMENT_ID}`,
      }),
    });
    renderWithApp(<PaymentPage />, `/payment?quiz=${QUIZ_ID}`);
    const payme = await screen.findByRole('radio', { name: /Payme/ });
    expect(payme.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('radio', { name: /Click/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: /Uzum/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "To'lash: 49 000 so'm" }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ method: 'PAYME', quizId: QUIZ_ID });
  });

  it('with no method taken, says payments are unavailable and cannot be paid', async () => {
    fakeApi({
      'GET /api/settings/public': publicSettingsReply({ paymentMethods: [] }),
      [`GET /api/quizzes/${QUIZ_ID}`]: detail,
    });
    renderWithApp(<PaymentPage />, `/payment?quiz=${QUIZ_ID}`);
    expect(await screen.findByText(uz.clientErrors.PAYMENT_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    const pay = screen.getByRole('button', { name: "To'lash: 49 000 so'm" }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
  });
});

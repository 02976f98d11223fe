// @vitest-environment happy-dom

import { guestPageTexts } from '@shared/i18n/guest-pages';
import { uz } from '@shared/i18n/uz';
import { guestAccessStatusSchema, guestCheckoutResponseSchema } from '@shared/schemas/guest';
import { type QuizDetail, quizDetailResponseSchema } from '@shared/schemas/storefront';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { closeAuthDialog, useAuthDialog } from '@web/lib/auth-dialog';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { publicSettingsReply } from '@web/test/public-settings';
import { quizDetail, TEST_QUIZ_ID } from '@web/test/quiz-detail';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestCheckoutPage } from './guest-checkout-page';

const t = guestPageTexts.checkout;
const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; role: 'USER' | 'ADMIN' },
}));
vi.mock('@web/lib/auth-client', () => ({
  useSessionUser: () => ({ user: session.user, isPending: false }),
}));

const QUIZ_ID = TEST_QUIZ_ID;
const PAYMENT_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const DETAIL = `GET /api/quizzes/${QUIZ_ID}`;

function quiz(changes: Partial<QuizDetail> = {}): QuizDetail {
  return quizDetail({
    description: "Qadimgi davrdan bugungacha bo'lgan voqealar",
    thumbnailUrl: '/uploads/jahon.png',
    difficultyLevel: 4,
    price: 25000,
    ...changes,
  });
}

const detailReply = (changes: Partial<QuizDetail> = {}) =>
  reply(quizDetailResponseSchema, { quiz: quiz(changes), owned: false, inCart: false });

function DialogState() {
  const { open } = useAuthDialog();
  return <output data-testid="auth-dialog">{open ? 'open' : 'closed'}</output>;
}

function openPage(routes: Record<string, FakeReply> = {}, guestPurchaseEnabled = true) {
  const calls = fakeApi({
    'GET /api/settings/public': publicSettingsReply({ guestPurchaseEnabled }),
    [DETAIL]: detailReply(),
    ...routes,
  });
  const router = createMemoryRouter(
    [
      { path: '/guest-checkout/:quizId', element: <GuestCheckoutPage /> },
      { path: '*', element: null },
    ],
    { initialEntries: ['/', `/guest-checkout/${QUIZ_ID}`], initialIndex: 1 },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <DialogState />
      <Toaster />
    </QueryClientProvider>,
  );
  return { calls, router };
}

const activeAccess = reply(guestAccessStatusSchema, {
  state: 'active',
  expiresAt: '2026-11-24T13:30:00.000Z',
  email: 'ali@misol.uz',
  fullName: 'Ali Valiyev',
  purchaseId: PAYMENT_ID,
});

const payButton = () => screen.getByRole('button', { name: t.pay("25 ming so'm") });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillRequired = () => {
  type(/^Email/, 'Ali@Misol.UZ ');
  type(/^To'liq ism/, 'Ali Valiyev');
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  closeAuthDialog();
  session.user = null;
  localStorage.clear();
});

describe('GuestCheckoutPage', () => {
  it('shows a spinner, then the summary as the spec lists it and the 24-hour note', async () => {
    openPage();
    expect(screen.getByText(uz.common.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Jahon tarixi' })).toBeTruthy();
    expect(screen.getByText("Qadimgi davrdan bugungacha bo'lgan voqealar")).toBeTruthy();
    expect(screen.getByText('30 daqiqa')).toBeTruthy();
    expect(screen.getByText('4/5 (Qiyin)')).toBeTruthy();
    expect(screen.getByText("25 ming so'm")).toBeTruthy();
    expect(document.querySelector('img[src="/uploads/jahon.png"]')).toBeTruthy();
    expect(screen.getByText(t.accessNote)).toBeTruthy();
    expect(screen.getByLabelText(t.phone).getAttribute('placeholder')).toBe('+998 90 123 45 67');
  });

  it('keeps the pay button disabled until email and full name are filled; phone stays optional', async () => {
    openPage();
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    expect(payButton().hasAttribute('disabled')).toBe(true);
    type(/^Email/, 'ali@misol.uz');
    expect(payButton().hasAttribute('disabled')).toBe(true);
    type(/^To'liq ism/, '   ');
    expect(payButton().hasAttribute('disabled')).toBe(true);
    type(/^To'liq ism/, 'Ali Valiyev');
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });

  it('says the data is incomplete when the form is submitted with a field empty', async () => {
    const { calls } = openPage();
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    type(/^Email/, 'ali@misol.uz');
    fireEvent.submit(payButton().closest('form') as HTMLFormElement);
    expect(await screen.findByText(t.incompleteTitle)).toBeTruthy();
    expect(screen.getByText(t.incompleteMessage)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the shared schema’s Uzbek field errors and sends nothing', async () => {
    const { calls } = openPage();
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    type(/^Email/, 'ali-at-misol');
    type(/^To'liq ism/, 'Ali Valiyev');
    type(/^Telefon/, 'qo‘ng‘iroq qiling');
    fireEvent.click(payButton());
    expect(await screen.findByText(uz.validation.emailInvalid)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(t.phone).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('records the purchase, shows the busy label, then goes to the payment page', async () => {
    let release: () => void = () => undefined;
    const answer = reply(guestCheckoutResponseSchema, {
      paymentId: PAYMENT_ID,
      redirectUrl: `/payment/demo/${PAYMENT_ID}`,
    });
    const slow = (() =>
      new Promise<Response>((resolve) => (release = () => resolve(answer())))) as unknown as FakeReply;
    const { calls, router } = openPage({ 'POST /api/guest-checkout': slow });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    fillRequired();
    type(/^Telefon/, '+998 90 123 45 67');
    fireEvent.click(payButton());
    const busy = await screen.findByRole('button', { name: t.processing });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payment/demo/${PAYMENT_ID}`));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      quizId: QUIZ_ID,
      email: 'ali@misol.uz',
      fullName: 'Ali Valiyev',
      // the shared schema sends the number as E.164
      phone: '+998901234567',
      method: 'CLICK',
    });
  });

  it('pays with the method the guest chooses (Click by default)', async () => {
    const answer = reply(guestCheckoutResponseSchema, {
      paymentId: PAYMENT_ID,
      redirectUrl: `/payment/demo/${PAYMENT_ID}`,
    });
    const { calls } = openPage({ 'POST /api/guest-checkout': answer });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    expect(screen.getByRole('radio', { name: /Click/ }).getAttribute('aria-checked')).toBe('true');
    fillRequired();
    fireEvent.click(screen.getByRole('radio', { name: /Payme/ }));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ method: 'PAYME' }),
    );
  });

  it('offers only the methods the server takes (Uzum alone here) and pays by it', async () => {
    const answer = reply(guestCheckoutResponseSchema, {
      paymentId: PAYMENT_ID,
      redirectUrl: `/payment/demo/${PAYMENT_ID}`,
    });
    const { calls } = openPage({
      'GET /api/settings/public': publicSettingsReply({
        guestPurchaseEnabled: true,
        paymentMethods: ['UZUM'],
      }),
      'POST /api/guest-checkout': answer,
    });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    expect((await screen.findByRole('radio', { name: /Uzum/ })).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('radio', { name: /Click/ })).toBeNull();
    fillRequired();
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ method: 'UZUM' }),
    );
  });

  it('stays on the page with the spec’s toast when the purchase fails', async () => {
    const { router } = openPage({ 'POST /api/guest-checkout': refuse(500, 'INTERNAL', 'Ichki xatolik') });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    fillRequired();
    fireEvent.click(payButton());
    expect(await screen.findByText(t.purchaseFailed)).toBeTruthy();
    expect(screen.getByText(t.errorTitle)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/guest-checkout/${QUIZ_ID}`);
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });

  it('offers a free quiz only through signing in: no form, the sign-in dialog on click', async () => {
    const { calls } = openPage({ [DETAIL]: detailReply({ price: 0 }) });
    expect(await screen.findByRole('heading', { name: t.freeTitle })).toBeTruthy();
    expect(screen.getByText(t.freeMessage)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /To'lash/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.signIn }));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('open');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a quiz that became free meanwhile (422 GUEST_FREE_QUIZ) reloads into the sign-in offer', async () => {
    let price = 25000;
    openPage({
      [DETAIL]: () => detailReply({ price })(),
      'POST /api/guest-checkout': refuse(422, 'GUEST_FREE_QUIZ', uz.errors.GUEST_FREE_QUIZ),
    });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    fillRequired();
    price = 0;
    fireEvent.click(payButton());
    expect(await screen.findByRole('heading', { name: t.freeTitle })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /To'lash/ })).toBeNull();
  });

  it('a browser already holding an open access to the quiz goes to play instead of paying again', async () => {
    const { router, calls } = openPage({ [`GET /api/guest-access/${QUIZ_ID}`]: activeAccess });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/play/${QUIZ_ID}`));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a 409 GUEST_ACCESS_ACTIVE (bought in another tab) says so and goes to play', async () => {
    let bought = false;
    const { router } = openPage({
      [`GET /api/guest-access/${QUIZ_ID}`]: () =>
        bought ? activeAccess() : reply(guestAccessStatusSchema, { state: 'none' })(),
      'POST /api/guest-checkout': refuse(409, 'GUEST_ACCESS_ACTIVE', uz.errors.GUEST_ACCESS_ACTIVE),
    });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    fillRequired();
    bought = true;
    fireEvent.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/play/${QUIZ_ID}`));
    expect(await screen.findByText(uz.errors.GUEST_ACCESS_ACTIVE)).toBeTruthy();
  });

  it('a 409 GUEST_ACCESS_EMAILED (that email already has the quiz open) says the access was emailed, stays', async () => {
    const { router } = openPage({
      'POST /api/guest-checkout': refuse(409, 'GUEST_ACCESS_EMAILED', uz.errors.GUEST_ACCESS_EMAILED),
    });
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    fillRequired();
    fireEvent.click(payButton());
    expect(await screen.findByText(uz.errors.GUEST_ACCESS_EMAILED)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/guest-checkout/${QUIZ_ID}`);
  });

  it('says "Quiz topilmadi" with a button home for a missing quiz', async () => {
    openPage({ [DETAIL]: refuse(404, 'QUIZ_NOT_FOUND', 'Quiz topilmadi') });
    expect(await screen.findByRole('heading', { name: t.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.home }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: /To'lash/ })).toBeNull();
  });

  it('goes home with the spec’s toast when the quiz cannot be loaded', async () => {
    const { router } = openPage({ [DETAIL]: refuse(500, 'INTERNAL', 'Ichki xatolik') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });

  it('sends the visitor to the quiz page with the sign-in dialog when guest purchase is off', async () => {
    const { router, calls } = openPage({}, false);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quiz/${QUIZ_ID}`));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('open');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('tells a signed-in visitor to buy through the cart instead', async () => {
    session.user = { id: 'u1', name: 'Ali', email: 'ali@misol.uz', role: 'USER' };
    openPage();
    expect(await screen.findByRole('heading', { name: t.signedInTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.toCart }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });

  it('goes back one step with the back button', async () => {
    const { router } = openPage();
    await screen.findByRole('heading', { name: 'Jahon tarixi' });
    fireEvent.click(screen.getByRole('button', { name: t.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

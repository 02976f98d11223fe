// @vitest-environment happy-dom

import { adminPayments } from '@shared/i18n/admin/payments';
import { adminShell } from '@shared/i18n/admin/shell';
import {
  type AdminPayment,
  type AdminPaymentDetail,
  adminPaymentDetailSchema,
  adminPaymentListSchema,
} from '@shared/schemas/admin-payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPaymentsPage } from './admin-payments-page';

const t = adminPayments;
const ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const LIST = 'GET /api/admin/payments?page=1&pageSize=20';
const DETAIL = `GET /api/admin/payments/${ID}`;
const REFUND = `POST /api/admin/payments/${ID}/refund`;

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: ID,
  createdAt: '2026-03-05T09:30:00.000Z',
  completedAt: '2026-03-05T09:31:00.000Z',
  refundedAt: null,
  provider: 'click',
  method: 'CLICK',
  status: 'COMPLETED',
  amount: 25_000,
  payer: { type: 'user', name: 'Dilnoza Yoʻldosheva', email: 'dilnoza@example.uz' },
  quizTitles: ["O'zbekiston tarixi"],
  providerTransactionId: '7700001',
  transactions: [{ externalId: '7700001', status: 'PERFORMED', state: 'COMPLETED' }],
  ...overrides,
});
const detailOf = (p: AdminPayment): AdminPaymentDetail => ({
  payment: { ...p, items: [{ quizId: ID, title: "O'zbekiston tarixi", price: 25_000 }], guestPhone: null },
  transactions: [],
  callbacks: [],
});
const REFUNDED = payment({ status: 'REFUNDED', refundedAt: '2026-03-06T10:00:00.000Z' });

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;
/** The list and the detail show this payment from now on. */
function serve(shown: AdminPayment) {
  routes[LIST] = reply(adminPaymentListSchema, { payments: [shown], total: 1, page: 1, pageSize: 20 });
  routes[DETAIL] = reply(adminPaymentDetailSchema, detailOf(shown));
}
beforeEach(() => {
  routes = {};
  calls = fakeApi(routes);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDetail() {
  renderWithApp(<AdminPaymentsPage />, '/admin/payments');
  fireEvent.click(await screen.findByRole('button', { name: t.detailsOf(ID.slice(0, 8)) }));
  return screen.findByRole('dialog');
}
async function openConfirm() {
  fireEvent.click(await within(await openDetail()).findByRole('button', { name: t.refund.button }));
  return screen.findByRole('alertdialog');
}
const confirmButton = (confirm: HTMLElement) =>
  within(confirm).getByRole('button', { name: t.refund.confirm });
const countOf = (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key).length;

describe('RefundPaymentButton: recording a refund made in the provider cabinet', () => {
  it('asks for a reason, says what happens, posts it, then refreshes the list and the detail', async () => {
    serve(payment());
    const confirm = await openConfirm();
    expect(confirm.textContent).toContain(t.refund.about('Click'));
    expect(confirm.textContent).not.toContain(t.refund.providerReports('Click'));

    fireEvent.click(confirmButton(confirm));
    expect(await within(confirm).findByText(t.refund.reasonRequired)).toBeTruthy();
    expect(countOf(REFUND)).toBe(0);

    routes[REFUND] = () => {
      serve(REFUNDED);
      return reply(adminPaymentDetailSchema, detailOf(REFUNDED))();
    };
    const listsBefore = countOf(LIST);
    fireEvent.change(within(confirm).getByLabelText(t.refund.reason), {
      target: { value: '  Click kabinetida qaytarildi  ' },
    });
    fireEvent.click(confirmButton(confirm));
    expect(await screen.findByText(t.refund.done)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Click kabinetida qaytarildi',
    });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByText(t.statuses.REFUNDED).length).toBeGreaterThan(0));
    expect(within(dialog).queryByRole('button', { name: t.refund.button })).toBeNull();
    await waitFor(() => expect(countOf(LIST)).toBeGreaterThan(listsBefore));
  });

  it("keeps the dialog open and toasts the server's reason when it refuses", async () => {
    serve(payment());
    routes[REFUND] = refuse(409, 'PAYMENT_NOT_REFUNDABLE', 'Allaqachon qaytarilgan');
    const confirm = await openConfirm();
    fireEvent.change(within(confirm).getByLabelText(t.refund.reason), { target: { value: 'qaytarildi' } });
    fireEvent.click(confirmButton(confirm));
    expect(await screen.findByText('Allaqachon qaytarilgan')).toBeTruthy();
    expect(screen.getByText(adminShell.errorTitle)).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('warns that Payme reports refunds itself', async () => {
    serve(payment({ provider: 'payme', method: 'PAYME' }));
    const confirm = await openConfirm();
    expect(confirm.textContent).toContain(t.refund.providerReports('Payme'));
  });

  it('offers nothing for a payment that is not completed', async () => {
    serve(payment({ status: 'PENDING', completedAt: null }));
    const dialog = await openDetail();
    expect(await within(dialog).findByText(t.detail.items)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: t.refund.button })).toBeNull();
  });
});

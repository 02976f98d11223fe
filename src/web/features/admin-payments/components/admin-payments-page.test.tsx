// @vitest-environment happy-dom

import { adminPayments } from '@shared/i18n/admin/payments';
import {
  type AdminPayment,
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  type ReconciliationRow,
  reconciliationSchema,
} from '@shared/schemas/admin-payments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeReply, fakeApi, refuse, reply } from '@web/test/fake-api';
import { renderWithApp } from '@web/test/render-with-app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminPaymentsPage } from './admin-payments-page';

const t = adminPayments;
const FIRST_PAGE = 'GET /api/admin/payments?page=1&pageSize=20';
const PAID_ID = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';

const payment = (overrides: Partial<AdminPayment> = {}): AdminPayment => ({
  id: PAID_ID,
  createdAt: '2026-03-05T09:30:00.000Z',
  completedAt: '2026-03-05T09:31:00.000Z',
  refundedAt: null,
  provider: 'payme',
  method: 'PAYME',
  status: 'COMPLETED',
  amount: 25_000,
  payer: { type: 'user', name: 'Dilnoza Yoʻldosheva', email: 'dilnoza@example.uz' },
  quizTitles: ["O'zbekiston tarixi"],
  providerTransactionId: 'payme-tx-1',
  transactions: [{ externalId: 'payme-tx-1', status: 'PERFORMED', state: '2' }],
  ...overrides,
});
const PAID = payment();
const GUEST = payment({
  id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60',
  provider: 'click',
  method: 'CLICK',
  status: 'PENDING',
  completedAt: null,
  payer: { type: 'guest', name: 'Mehmon Sardor', email: 'sardor@example.uz' },
  transactions: [],
});

let routes: Record<string, FakeReply>;
let calls: ReturnType<typeof fakeApi>;
const listOf = (payments: AdminPayment[], total = payments.length, page = 1) =>
  reply(adminPaymentListSchema, { payments, total, page, pageSize: 20 });
const listCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/payments?')).map((c) => c.url);

beforeEach(() => {
  routes = { [FIRST_PAGE]: listOf([PAID, GUEST]) };
  calls = fakeApi(routes);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const open = (path = '/admin/payments') => renderWithApp(<AdminPaymentsPage />, path);

describe('AdminPaymentsPage: the list', () => {
  it('shows a skeleton, then each payment as a row: payer, quizzes, provider, amount, status, transactions', async () => {
    open();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    const table = await screen.findByRole('table', { name: t.listLabel });
    const [paid, guest] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(paid!).getByRole('rowheader').textContent).toBe('Dilnoza Yoʻldoshevadilnoza@example.uz');
    const cells = within(paid!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(["O'zbekiston tarixi", 'Payme', "25 000 so'm", t.statuses.COMPLETED]);
    expect(cells[5]).toBe('payme-tx-1(PERFORMED)');
    // a clamped title can still be read whole
    expect(within(paid!).getByText("O'zbekiston tarixi").getAttribute('title')).toBe("O'zbekiston tarixi");
    expect(within(guest!).getByRole('rowheader').textContent).toContain(`(${t.guest})`);
    expect(within(guest!).getByText(t.noTransactions)).toBeTruthy();
    expect(screen.getByText(t.found(2))).toBeTruthy();
  });

  it('shows cards below 768 px', async () => {
    const narrow = { matches: false, addEventListener: () => {}, removeEventListener: () => {} };
    vi.spyOn(window, 'matchMedia').mockReturnValue(narrow as unknown as MediaQueryList);
    open();
    const list = await screen.findByRole('list', { name: t.listLabel });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(list).getAllByRole('listitem');
    for (const text of ['Dilnoza Yoʻldosheva', "25 000 so'm", 'Payme', t.statuses.COMPLETED]) {
      expect(within(card!).getByText(text)).toBeTruthy();
    }
  });

  it('keeps the filters in the URL and asks the server for them', async () => {
    calls = fakeApi(routes, listOf([PAID]));
    const { params } = open();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText(t.filters.status), { target: { value: 'COMPLETED' } });
    fireEvent.change(screen.getByLabelText(t.filters.provider), { target: { value: 'payme' } });
    fireEvent.change(screen.getByLabelText(t.filters.method), { target: { value: 'PAYME' } });
    fireEvent.change(screen.getByLabelText(t.filters.from), { target: { value: '01.03.2026' } });
    fireEvent.change(screen.getByLabelText(t.filters.to), { target: { value: '05.03.2026' } });
    const search = screen.getByRole('searchbox', { name: t.filters.search });
    fireEvent.change(search, { target: { value: 'payme-tx-1' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(params().get('q')).toBe('payme-tx-1'));
    const filters = {
      status: 'COMPLETED',
      provider: 'payme',
      method: 'PAYME',
      from: '2026-03-01',
      to: '2026-03-05',
      q: 'payme-tx-1',
    };
    expect(Object.fromEntries(params())).toEqual(filters);
    const expected = new URLSearchParams({
      q: 'payme-tx-1',
      status: 'COMPLETED',
      provider: 'payme',
      method: 'PAYME',
      from: '2026-03-01',
      to: '2026-03-05',
      page: '1',
      pageSize: '20',
    });
    await waitFor(() => expect(listCalls()).toContain(`/api/admin/payments?${expected}`));
  });

  it('pages on the server', async () => {
    routes[FIRST_PAGE] = listOf([PAID], 30);
    routes['GET /api/admin/payments?page=2&pageSize=20'] = listOf([GUEST], 30, 2);
    const { params } = open();
    await screen.findByText(t.pageOf(1, 2));
    fireEvent.click(screen.getByRole('button', { name: t.next }));
    await screen.findByText(t.pageOf(2, 2));
    expect(params().get('page')).toBe('2');
    expect(await screen.findByText('Mehmon Sardor')).toBeTruthy();
  });

  it('says when there are no payments, and offers to clear filters that match nothing', async () => {
    routes[FIRST_PAGE] = listOf([]);
    open();
    expect(await screen.findByRole('heading', { name: t.empty })).toBeTruthy();
    cleanup();
    routes['GET /api/admin/payments?status=REFUNDED&page=1&pageSize=20'] = listOf([]);
    const { params } = open('/admin/payments?status=REFUNDED');
    expect(await screen.findByRole('heading', { name: t.noMatches })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.clearFilters }));
    await waitFor(() => expect(params().toString()).toBe(''));
    expect(await screen.findByRole('heading', { name: t.empty })).toBeTruthy();
  });

  it('toasts the load error and offers a retry', async () => {
    routes[FIRST_PAGE] = refuse(500, 'INTERNAL', 'Serverda xatolik');
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t.loadError);
    await waitFor(() => expect(screen.getAllByText(t.loadError)).toHaveLength(2));
    routes[FIRST_PAGE] = listOf([PAID]);
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('table', { name: t.listLabel })).toBeTruthy();
  });

  it('opens a payment: its provider transactions and the raw callbacks with our answers', async () => {
    routes[`GET /api/admin/payments/${PAID_ID}`] = reply(adminPaymentDetailSchema, {
      payment: {
        ...PAID,
        items: [{ quizId: PAID_ID, title: "O'zbekiston tarixi", price: 25_000 }],
        guestPhone: null,
      },
      transactions: [
        {
          externalId: 'payme-tx-1',
          status: 'PERFORMED',
          state: '2',
          amountTiyin: 2_500_000,
          providerTime: '2026-03-05T09:30:00.000Z',
          createdAt: '2026-03-05T09:30:00.000Z',
          performedAt: '2026-03-05T09:31:00.000Z',
          cancelledAt: null,
          reason: null,
        },
      ],
      callbacks: [
        {
          id: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
          operation: 'PerformTransaction',
          externalId: 'payme-tx-1',
          request: '{"method":"PerformTransaction","params":{"id":"payme-tx-1"}}',
          response: { result: { state: 2 } },
          httpStatus: 200,
          ipAddress: '185.234.113.1',
          createdAt: '2026-03-05T09:31:00.000Z',
        },
      ],
    });
    open();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: t.detailsOf(PAID_ID.slice(0, 8)) }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('{"method":"PerformTransaction","params":{"id":"payme-tx-1"}}'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/PerformTransaction · HTTP 200/)).toBeTruthy();
    expect(within(dialog).getByText('2500000')).toBeTruthy();
    expect(dialog.textContent).toContain('"state": 2');
  });
});

const row = (overrides: Partial<ReconciliationRow>): ReconciliationRow => ({
  payme: {
    id: 'pm-1',
    time: '2026-03-05T04:00:00.000Z',
    state: 2,
    reason: null,
    amountTiyin: 1_000_000,
    performTime: null,
    cancelTime: null,
  },
  paymentId: PAID_ID,
  payment: { status: 'COMPLETED', amount: 10_000, completedAt: null, refundedAt: null },
  problem: null,
  ...overrides,
});

describe('AdminPaymentsPage: Payme reconciliation', () => {
  it('shows the totals and every row with its verdict, for the days in the URL', async () => {
    routes['GET /api/admin/payments/reconciliation/payme?from=2026-03-05&to=2026-03-05'] = reply(
      reconciliationSchema,
      {
        from: '2026-03-05',
        to: '2026-03-05',
        rows: [
          row({ payme: { ...row({}).payme!, id: 'pm-2' }, problem: 'AMOUNT_DIFFERS' }),
          row({ payme: null, problem: 'COMPLETED_WITHOUT_PERFORM' }),
          row({}),
        ],
        totals: {
          performed: { count: 2, amount: 20_000 },
          refunded: { count: 0, amount: 0 },
          cancelled: { count: 0 },
          mismatches: 2,
        },
      },
    );
    open('/admin/payments?view=reconciliation&rfrom=2026-03-05&rto=2026-03-05');
    const table = await screen.findByRole('table', { name: t.reconciliation.listLabel });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((tr) => tr.lastElementChild?.textContent)).toEqual([
      t.reconciliation.problems.AMOUNT_DIFFERS,
      t.reconciliation.problems.COMPLETED_WITHOUT_PERFORM,
      t.reconciliation.match,
    ]);
    expect(within(rows[1]!).getByText(t.reconciliation.notListed)).toBeTruthy();
    const mismatches = screen.getByText(t.reconciliation.mismatches).parentElement!;
    expect(mismatches.textContent).toBe(`${t.reconciliation.mismatches}${t.reconciliation.count(2)}`);
    const performed = screen.getAllByText(t.reconciliation.performed).find((el) => el.tagName === 'DT')!;
    expect(performed.parentElement!.textContent).toBe(`${t.reconciliation.performed}2 ta · 20 000 so'm`);
  });

  it('moves the days in the URL and says when Payme lists nothing', async () => {
    const empty = (from: string) =>
      reply(reconciliationSchema, {
        from,
        to: from,
        rows: [],
        totals: {
          performed: { count: 0, amount: 0 },
          refunded: { count: 0, amount: 0 },
          cancelled: { count: 0 },
          mismatches: 0,
        },
      });
    routes['GET /api/admin/payments/reconciliation/payme'] = empty('2026-03-05');
    routes['GET /api/admin/payments/reconciliation/payme?from=2026-03-01'] = empty('2026-03-01');
    const { params } = open('/admin/payments?view=reconciliation');
    expect(await screen.findByText(t.reconciliation.empty)).toBeTruthy();
    // the server's default day (today in Tashkent) shows in the inputs
    expect((screen.getByLabelText(t.reconciliation.from) as HTMLInputElement).value).toBe('05.03.2026');
    fireEvent.change(screen.getByLabelText(t.reconciliation.from), { target: { value: '01.03.2026' } });
    await waitFor(() => expect(params().get('rfrom')).toBe('2026-03-01'));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/admin/payments/reconciliation/payme?from=2026-03-01'),
    );
  });
});

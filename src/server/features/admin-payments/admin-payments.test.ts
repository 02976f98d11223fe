import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPayment,
  AdminPaymentDetail,
  AdminPaymentList,
} from '../../../shared/schemas/admin-payments';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertUser, signedInNewAdmin } from '../admin-results/admin-results.test-support';
import { insertCallback, insertPayment, insertTransaction } from './admin-payments.test-support';

let app: TestApp;
let admin: Client;
const ids: Record<string, string> = {};
/** 5 March 2026, 14:mm in Tashkent */
const minute = (m: number) => new Date(Date.UTC(2026, 2, 5, 9, m));
beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInNewAdmin(app)).client;
  const db = app.db;
  const history = await createQuiz(db, { title: "O'zbekiston tarixi", price: 25_000 });
  const maths = await createQuiz(db, { title: 'Matematika', price: 40_000 });
  const dilnoza = await insertUser(db, 'Dilnoza Yoʻldosheva', 'dilnoza@example.uz');
  const paid = await insertPayment(db, {
    userId: dilnoza.id,
    status: 'COMPLETED',
    amount: 25_000,
    items: [{ quizId: history.id, price: 25_000 }],
    createdAt: minute(1),
    completedAt: minute(2),
    providerTransactionId: 'payme-tx-1',
  });
  ids.paid = paid.id;
  const tx = { paymentId: paid.id, amountTiyin: 2_500_000 };
  await insertTransaction(db, {
    ...tx,
    externalId: 'payme-tx-0',
    status: 'CANCELLED',
    state: '-1',
    reason: 4,
    createdAt: minute(1),
  });
  await insertTransaction(db, {
    ...tx,
    externalId: 'payme-tx-1',
    status: 'PERFORMED',
    state: '2',
    createdAt: minute(2),
  });
  await insertCallback(db, {
    paymentId: paid.id,
    operation: 'CreateTransaction',
    request: '{"method":"CreateTransaction"}',
    createdAt: minute(1),
  });
  await insertCallback(db, {
    paymentId: paid.id,
    operation: 'PerformTransaction',
    request: '{"method":"PerformTransaction"}',
    createdAt: minute(2),
  });
  const guest = await insertPayment(db, {
    provider: 'click',
    method: 'CLICK',
    amount: 40_000,
    items: [{ quizId: maths.id, price: 40_000 }],
    guestName: 'Mehmon Sardor',
    guestEmail: 'sardor@example.uz',
    guestTokenHash: 'hash-of-the-guest-token',
    createdAt: minute(3),
  });
  ids.guest = guest.id;
  await insertTransaction(db, {
    paymentId: guest.id,
    provider: 'click',
    externalId: 'click-777',
    status: 'CREATED',
    state: 'PREPARED',
    amountTiyin: 4_000_000,
  });
  ids.refunded = (
    await insertPayment(db, {
      provider: 'uzum',
      method: 'UZUM',
      userId: dilnoza.id,
      status: 'REFUNDED',
      amount: 65_000,
      items: [
        { quizId: history.id, price: 25_000 },
        { quizId: maths.id, price: 40_000 },
      ],
      createdAt: minute(4),
      refundedAt: minute(9),
    })
  ).id;
  // 00:30 on 6 March in Tashkent (still 5 March in UTC): the day filters are Tashkent days
  ids.deleted = (
    await insertPayment(db, {
      provider: 'demo',
      method: 'PAYME',
      userId: null,
      status: 'FAILED',
      amount: 25_000,
      items: [{ quizId: history.id, price: 25_000 }],
      createdAt: new Date('2026-03-05T19:30:00Z'),
    })
  ).id;
});
afterAll(() => app.close());

const list = async (query = '') => {
  const res = await admin.get(`/api/admin/payments${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminPaymentList;
};
const idsOf = (page: AdminPaymentList) => page.payments.map((p) => p.id);

describe('GET /api/admin/payments', () => {
  it('lists every payment newest first with payer, quizzes and provider transactions', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(idsOf(page)).toEqual([ids.deleted, ids.refunded, ids.guest, ids.paid]);
    const [deleted, refunded, guest, paid] = page.payments as AdminPayment[];
    expect(deleted!.payer).toEqual({ type: 'deleted', name: null, email: null });
    expect(guest).toMatchObject({
      payer: { type: 'guest', name: 'Mehmon Sardor', email: 'sardor@example.uz' },
      provider: 'click',
      transactions: [{ externalId: 'click-777', status: 'CREATED', state: 'PREPARED' }],
    });
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundedAt: minute(9).toISOString(),
      quizTitles: ["O'zbekiston tarixi", 'Matematika'],
    });
    expect(paid).toEqual({
      id: ids.paid,
      createdAt: minute(1).toISOString(),
      completedAt: minute(2).toISOString(),
      refundedAt: null,
      provider: 'payme',
      method: 'PAYME',
      status: 'COMPLETED',
      amount: 25_000,
      payer: { type: 'user', name: 'Dilnoza Yoʻldosheva', email: 'dilnoza@example.uz' },
      quizTitles: ["O'zbekiston tarixi"],
      providerTransactionId: 'payme-tx-1',
      transactions: [
        { externalId: 'payme-tx-0', status: 'CANCELLED', state: '-1' },
        { externalId: 'payme-tx-1', status: 'PERFORMED', state: '2' },
      ],
    });
  });

  it('filters by status, provider and method', async () => {
    expect(idsOf(await list('?status=COMPLETED'))).toEqual([ids.paid]);
    expect(idsOf(await list('?provider=click'))).toEqual([ids.guest]);
    expect(idsOf(await list('?method=PAYME'))).toEqual([ids.deleted, ids.paid]);
    expect(idsOf(await list('?method=PAYME&provider=payme&status=FAILED'))).toEqual([]);
  });

  it('finds a payment by its id, any provider transaction id, or part of the learner or guest email', async () => {
    expect(idsOf(await list(`?q=${ids.paid!.toUpperCase()}`))).toEqual([ids.paid]);
    expect(idsOf(await list('?q=payme-tx-0'))).toEqual([ids.paid]);
    expect(idsOf(await list('?q=click-777'))).toEqual([ids.guest]);
    expect(idsOf(await list('?q=SARDOR%40'))).toEqual([ids.guest]);
    expect(idsOf(await list('?q=dilnoza'))).toEqual([ids.refunded, ids.paid]);
    expect((await list('?q=%25')).total).toBe(0); // % is taken literally
  });

  it('filters by Tashkent days and pages with the filtered total', async () => {
    expect(idsOf(await list('?from=2026-03-06'))).toEqual([ids.deleted]);
    expect(idsOf(await list('?from=2026-03-05&to=2026-03-05'))).toEqual([ids.refunded, ids.guest, ids.paid]);
    const second = await list('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(idsOf(second)).toEqual([ids.paid]);
  });

  it('refuses bad filters with field errors', async () => {
    const res = await admin.get(
      '/api/admin/payments?status=PAID&provider=paypal&from=2026-13-01&pageSize=1000',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['from', 'pageSize', 'provider', 'status']);
    const reversed = await admin.get('/api/admin/payments?from=2026-03-06&to=2026-03-05');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  it('streams the filtered payments as Excel-ready CSV with a header and one row per payment', async () => {
    const res = await admin.get('/api/admin/payments/export.csv?status=COMPLETED');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="tolovlar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      "To'lov ID,Yaratilgan (Toshkent),To'langan (Toshkent),Qaytarilgan (Toshkent),Provayder,Usul,Holat," +
        "Summa (so'm),To'lovchi,Email,Turi,Quizlar,Provayder tranzaksiyalari",
    );
    expect(lines[1]).toBe(
      `${ids.paid},2026-03-05 14:01:00,2026-03-05 14:02:00,,payme,PAYME,COMPLETED,25000,Dilnoza Yoʻldosheva,` +
        'dilnoza@example.uz,Foydalanuvchi,O\'zbekiston tarixi,"payme-tx-0 (CANCELLED, -1); payme-tx-1 (PERFORMED, 2)"',
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it('pages through every row in batches', async () => {
    const res = await admin.get('/api/admin/payments/export.csv');
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(5);
  });
});

describe('GET /api/admin/payments/:paymentId', () => {
  it('gives the payment with its items, provider transactions and raw callbacks, oldest first', async () => {
    const res = await admin.get(`/api/admin/payments/${ids.paid}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminPaymentDetail;
    expect(detail.payment).toMatchObject({
      id: ids.paid,
      items: [{ title: "O'zbekiston tarixi", price: 25_000 }],
      guestPhone: null,
    });
    expect(detail.transactions).toEqual([
      expect.objectContaining({ externalId: 'payme-tx-0', state: '-1', reason: 4, amountTiyin: 2_500_000 }),
      expect.objectContaining({ externalId: 'payme-tx-1', state: '2', performedAt: null }),
    ]);
    expect(detail.callbacks.map((c) => [c.operation, c.request, c.httpStatus])).toEqual([
      ['CreateTransaction', '{"method":"CreateTransaction"}', 200],
      ['PerformTransaction', '{"method":"PerformTransaction"}', 200],
    ]);
    expect(detail.callbacks[0]!.response).toEqual({ result: {} });
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    const unknown = await admin.get('/api/admin/payments/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PAYMENT_NOT_FOUND');
    expect((await admin.get('/api/admin/payments/not-a-uuid')).statusCode).toBe(400);
  });
});

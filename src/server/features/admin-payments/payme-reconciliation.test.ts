import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '../../../shared/schemas/admin-payments';
import { setClockOffset } from '../../lib/clock';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInNewAdmin } from '../admin-results/admin-results.test-support';
import { insertPayment, insertTransaction } from './admin-payments.test-support';

let app: TestApp;
let admin: Client;
const ids: Record<string, string> = {};
/** 5 March 2026, hh:00 in Tashkent */
const at = (hour: number) => new Date(Date.UTC(2026, 2, 5, hour - 5));

/** A Payme payment of `amount` so'm in `status`, with a Payme transaction unless `state` is null. */
async function paymePayment(
  name: string,
  payment: { amount: number; status: string; completedAt?: Date; refundedAt?: Date },
  transaction: { state: string; status: string; amountTiyin?: number; time: Date } | null,
) {
  const quiz = await createQuiz(app.db, { price: payment.amount });
  const row = await insertPayment(app.db, {
    ...payment,
    items: [{ quizId: quiz.id, price: payment.amount }],
  });
  ids[name] = row.id;
  if (!transaction) return;
  await insertTransaction(app.db, {
    paymentId: row.id,
    externalId: `pm-${name}`,
    state: transaction.state,
    status: transaction.status,
    amountTiyin: transaction.amountTiyin ?? payment.amount * 100,
    providerTime: transaction.time,
  });
}

beforeAll(async () => {
  app = await createTestApp();
  admin = (await signedInNewAdmin(app)).client;
  await paymePayment(
    'matching',
    { amount: 10_000, status: 'COMPLETED', completedAt: at(9) },
    { state: '2', status: 'PERFORMED', time: at(9) },
  );
  await paymePayment(
    'notCompleted',
    { amount: 20_000, status: 'PENDING' },
    { state: '2', status: 'PERFORMED', time: at(10) },
  );
  await paymePayment(
    'amount',
    { amount: 30_000, status: 'COMPLETED', completedAt: at(11) },
    { state: '2', status: 'PERFORMED', amountTiyin: 2_999_900, time: at(11) },
  );
  await paymePayment(
    'refunded',
    { amount: 15_000, status: 'REFUNDED', completedAt: at(8), refundedAt: at(12) },
    { state: '-2', status: 'REFUNDED', time: at(8) },
  );
  await paymePayment(
    'cancelled',
    { amount: 5_000, status: 'FAILED' },
    { state: '-1', status: 'CANCELLED', time: at(13) },
  );
  await paymePayment('withoutPerform', { amount: 7_000, status: 'COMPLETED', completedAt: at(14) }, null);
  // midnight starting 6 March in Tashkent: outside a 5 March statement
  await paymePayment(
    'nextDay',
    { amount: 9_000, status: 'COMPLETED', completedAt: at(24) },
    { state: '2', status: 'PERFORMED', time: at(24) },
  );
});
afterAll(() => app.close());
afterEach(() => setClockOffset(0));

const reconcile = async (query: string) => {
  const res = await admin.get(`/api/admin/payments/reconciliation/payme${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reconciliation;
};

describe('GET /api/admin/payments/reconciliation/payme', () => {
  it("sets Payme's statement for the day next to our payments, mismatches first, with totals", async () => {
    const day = await reconcile('?from=2026-03-05&to=2026-03-05');
    expect(day.rows.map((row) => [row.paymentId, row.problem])).toEqual([
      [ids.notCompleted, 'PERFORMED_NOT_COMPLETED'],
      [ids.amount, 'AMOUNT_DIFFERS'],
      [ids.withoutPerform, 'COMPLETED_WITHOUT_PERFORM'],
      [ids.refunded, null],
      [ids.matching, null],
      [ids.cancelled, null],
    ]);
    expect(day.totals).toEqual({
      performed: { count: 3, amount: 10_000 + 20_000 + 29_999 },
      refunded: { count: 1, amount: 15_000 },
      cancelled: { count: 1 },
      mismatches: 3,
    });
    const matching = day.rows.find((row) => row.paymentId === ids.matching)!;
    expect(matching).toEqual({
      payme: {
        id: 'pm-matching',
        time: at(9).toISOString(),
        state: 2,
        reason: null,
        amountTiyin: 1_000_000,
        performTime: null,
        cancelTime: null,
      },
      paymentId: ids.matching,
      payment: { status: 'COMPLETED', amount: 10_000, completedAt: at(9).toISOString(), refundedAt: null },
      problem: null,
    });
    expect(day.rows.find((row) => row.paymentId === ids.withoutPerform)!.payme).toBeNull();
  });

  it("defaults to today in Tashkent by the server's clock", async () => {
    setClockOffset(at(23).getTime() - Date.now());
    const today = await reconcile('');
    expect([today.from, today.to]).toEqual(['2026-03-05', '2026-03-05']);
    expect(today.rows).toHaveLength(6);
    const next = await reconcile('?from=2026-03-06');
    expect(next.rows.map((row) => [row.paymentId, row.problem])).toEqual([[ids.nextDay, null]]);
  });

  it('names a Payme order that is not a Payme payment of ours', async () => {
    const quiz = await createQuiz(app.db, { price: 1_000 });
    const click = await insertPayment(app.db, {
      provider: 'click',
      method: 'CLICK',
      amount: 1_000,
      items: [{ quizId: quiz.id, price: 1_000 }],
    });
    const time = new Date(Date.UTC(2026, 2, 10, 6));
    await insertTransaction(app.db, {
      paymentId: click.id,
      externalId: 'pm-foreign',
      state: '1',
      status: 'CREATED',
      amountTiyin: 100_000,
      providerTime: time,
    });
    const day = await reconcile('?from=2026-03-10&to=2026-03-10');
    expect(day.rows.map((row) => [row.paymentId, row.payment, row.problem])).toEqual([
      [click.id, null, 'PAYMENT_NOT_FOUND'],
    ]);
  });

  it('refuses a reversed or malformed range', async () => {
    for (const query of ['?from=2026-03-06&to=2026-03-05', '?from=5.3.2026']) {
      const res = await admin.get(`/api/admin/payments/reconciliation/payme${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbacks, payments } from '../../../db/schema';
import { type ClickSimulator, clickSignTime, nextClickTransId } from '../../../test/simulators/click';
import type { TestApp } from '../../../test/test-app';
import { CLICK_TEST_CONFIG, clickCheckout, clickTransactionsOf, startClickApp } from './click.test-support';

let app: TestApp;
let click: ClickSimulator;
let baseUrl: string;
beforeAll(async () => {
  ({ app, click, baseUrl } = await startClickApp());
});
afterAll(() => app?.close());

const order = async (prices?: number[]) => ({
  ...(await clickCheckout(app, prices)),
  clickTransId: nextClickTransId(),
});
const statusOf = async (paymentId: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!.status;

describe('Click checkout', () => {
  it("sends the learner to Click's pay page with service, merchant, amount in so'm, our payment id and return URL", async () => {
    const { paymentId, redirectUrl } = await clickCheckout(app, [25_000, 12_500]);
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: CLICK_TEST_CONFIG.serviceId,
      merchant_id: CLICK_TEST_CONFIG.merchantId,
      merchant_user_id: CLICK_TEST_CONFIG.merchantUserId,
      amount: '37500.00',
      transaction_param: paymentId,
      return_url: `http://localhost:3000/payment/return/${paymentId}`,
    });
    expect((await app.db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toMatchObject({
      provider: 'click',
      status: 'PENDING',
      amount: 37_500,
    });
  });
});

describe('Click requests', () => {
  it('a missing field is -8, before the sign is even read', async () => {
    const o = await order();
    for (const field of [
      'click_trans_id',
      'merchant_trans_id',
      'amount',
      'sign_time',
      'sign_string',
      'error',
    ])
      expect((await click.prepare(o, { omit: [field] })).error, field).toBe(-8);
    const prepared = await click.prepare(o);
    const merchantPrepareId = String(prepared.merchant_prepare_id);
    expect((await click.complete({ ...o, merchantPrepareId }, { omit: ['merchant_prepare_id'] })).error).toBe(
      -8,
    );
    // a correctly signed but malformed value is -8 too
    expect((await click.prepare({ ...o, clickTransId: nextClickTransId() }, { amount: 'abc' })).error).toBe(
      -8,
    );
    const garbage = await fetch(`${baseUrl}/api/payments/click/prepare`, { method: 'POST', body: '{"a":' });
    expect([garbage.status, (await garbage.json()).error]).toEqual([200, -8]);
    expect(await statusOf(o.paymentId)).toBe('PENDING');
  });

  it("an unknown action is -3, also an action sent to the other action's URL", async () => {
    const o = await order();
    expect((await click.prepare(o, { action: '2', path: '/api/payments/click' })).error).toBe(-3);
    expect((await click.prepare(o, { action: '7' })).error).toBe(-3);
    expect(
      (await click.complete({ ...o, merchantPrepareId: '1' }, { path: '/api/payments/click/prepare' })).error,
    ).toBe(-3);
    expect(await clickTransactionsOf(app, o.paymentId)).toEqual([]);
  });

  it('the sign covers the strings as sent: another key, service or altered amount text is -1', async () => {
    const o = await order();
    expect((await click.prepare(o, { secretKey: `${CLICK_TEST_CONFIG.secretKey}x` })).error).toBe(-1);
    expect((await click.prepare(o, { serviceId: '99999' })).error).toBe(-1);
    expect((await click.prepare(o, { signString: 'a'.repeat(32) })).error).toBe(-1);
    // signed over "25000" and sent as "25000": the same amount in another text is fine
    const prepared = await click.prepare(o, { amount: '25000' });
    expect(prepared).toMatchObject({ error: 0, error_note: 'Success', merchant_trans_id: o.paymentId });
    expect(prepared.click_trans_id).toBe(Number(o.clickTransId));
  });

  it('both actions work on /api/payments/click, and JSON is accepted as well as form fields', async () => {
    const o = await order();
    const path = '/api/payments/click';
    const prepared = await click.prepare(o, { path, json: true });
    expect(prepared.error).toBe(0);
    const merchantPrepareId = String(prepared.merchant_prepare_id);
    const completed = await click.complete({ ...o, merchantPrepareId }, { path });
    expect(completed).toMatchObject({ error: 0, merchant_confirm_id: prepared.merchant_prepare_id });
    expect(await statusOf(o.paymentId)).toBe('COMPLETED');
  });

  it('a repeated Prepare answers as the first; merchant_prepare_id is a stable integer', async () => {
    const o = await order();
    const first = await click.prepare(o);
    const again = await click.prepare(o);
    expect(first.error).toBe(0);
    expect(again).toEqual(first);
    expect(Number.isInteger(first.merchant_prepare_id)).toBe(true);
    expect(await clickTransactionsOf(app, o.paymentId)).toHaveLength(1);
  });

  it('wrong amounts never grant: Prepare -2 records nothing, Complete -2 leaves the payment pending', async () => {
    const o = await order();
    expect((await click.prepare(o, { amount: '24999.00' })).error).toBe(-2);
    expect((await click.prepare(o, { amount: '25000.02' })).error).toBe(-2);
    expect(await clickTransactionsOf(app, o.paymentId)).toEqual([]);
    const prepared = await click.prepare(o);
    const merchantPrepareId = String(prepared.merchant_prepare_id);
    expect((await click.complete({ ...o, merchantPrepareId }, { amount: '2500.00' })).error).toBe(-2);
    expect(await statusOf(o.paymentId)).toBe('PENDING');
    expect((await clickTransactionsOf(app, o.paymentId))[0]).toMatchObject({ status: 'CREATED' });
  });

  it("another provider's payment, a non-uuid order and someone else's click_trans_id are not found", async () => {
    // Payme is not configured here, so a PAYME checkout of the same cart is a demo payment
    const learner = await clickCheckout(app);
    const demo = await learner.user.client.post('/api/checkout', { method: 'PAYME' });
    const paymentId = demo.json().paymentId as string;
    const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.provider).toBe('demo');
    expect(
      (await click.prepare({ paymentId, amountSom: 25_000, clickTransId: nextClickTransId() })).error,
    ).toBe(-5);
    expect(
      (await click.prepare({ paymentId: '197', amountSom: 25_000, clickTransId: nextClickTransId() })).error,
    ).toBe(-5);
    const a = await order();
    expect((await click.prepare(a)).error).toBe(0);
    const b = await order();
    expect((await click.prepare({ ...b, clickTransId: a.clickTransId })).error).toBe(-6);
  });

  it('a second click_trans_id after one completed is -4', async () => {
    const o = await order();
    await click.payInFull(o);
    expect((await click.prepare({ ...o, clickTransId: nextClickTransId() })).error).toBe(-4);
    expect(await clickTransactionsOf(app, o.paymentId)).toHaveLength(1);
  });

  it('a newer Prepare supersedes a prepared one: the older cannot complete, the newer grants once', async () => {
    const o = await order();
    const older = await click.prepare(o);
    const newer = { ...o, clickTransId: nextClickTransId() };
    const prepared = await click.prepare(newer);
    expect((await click.complete({ ...o, merchantPrepareId: String(older.merchant_prepare_id) })).error).toBe(
      -9,
    );
    expect(
      (await click.complete({ ...newer, merchantPrepareId: String(prepared.merchant_prepare_id) })).error,
    ).toBe(0);
    const rows = await clickTransactionsOf(app, o.paymentId);
    expect(rows.map((r) => [r.externalId, r.status]).sort()).toEqual(
      [
        [o.clickTransId, 'CANCELLED'],
        [newer.clickTransId, 'PERFORMED'],
      ].sort(),
    );
  });

  it('after Click cancels, the payment is FAILED; Click may still take it with a new click_trans_id', async () => {
    const o = await order();
    const prepared = await click.prepare(o);
    const merchantPrepareId = String(prepared.merchant_prepare_id);
    expect((await click.complete({ ...o, merchantPrepareId }, { error: -5017 })).error).toBe(-9);
    expect(await statusOf(o.paymentId)).toBe('FAILED');
    await click.payInFull({ ...o, clickTransId: nextClickTransId() });
    expect(await statusOf(o.paymentId)).toBe('COMPLETED');
  });

  it('records every callback raw with our answer, also refused ones', async () => {
    const o = await order();
    const fields = {
      click_trans_id: o.clickTransId,
      service_id: CLICK_TEST_CONFIG.serviceId,
      click_paydoc_id: '1',
      merchant_trans_id: o.paymentId,
      amount: '25000.00',
      action: '0',
      error: '0',
      error_note: '',
      sign_time: clickSignTime(new Date()),
      sign_string: 'not-a-sign',
    };
    const raw = new URLSearchParams(fields).toString();
    await fetch(`${baseUrl}/api/payments/click/prepare`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: raw,
    });
    await click.payInFull(o);
    const recorded = await app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, o.paymentId))
      .orderBy(paymentCallbacks.createdAt);
    expect(recorded.map((r) => [r.operation, (r.response as { error: number }).error])).toEqual([
      ['prepare', -1],
      ['prepare', 0],
      ['complete', 0],
    ]);
    expect(recorded[0]).toMatchObject({
      provider: 'click',
      externalId: o.clickTransId,
      request: raw,
      httpStatus: 200,
    });
  });

  it('an order id that is not ours is recorded without a payment', async () => {
    const stranger = randomUUID();
    expect(
      (await click.prepare({ paymentId: stranger, amountSom: 1, clickTransId: nextClickTransId() })).error,
    ).toBe(-5);
    const [row] = await app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, stranger));
    expect(row).toMatchObject({ operation: 'prepare', response: { error: -5 } });
  });
});

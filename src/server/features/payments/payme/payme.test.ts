import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, userNotifications } from '../../../db/schema';
import { serverNow, setClockOffset } from '../../../lib/clock';
import { createQuiz } from '../../../test/factories';
import { newPaymeTransactionId, PaymeSimulator } from '../../../test/simulators/payme';
import type { TestApp } from '../../../test/test-app';
import {
  callbacksOf,
  canPlay,
  PAYME_TEST_CONFIG,
  paymeOrder,
  paymeTestApp,
  paymeTransactionsOf,
  purchasesOf,
} from './payme.test-support';
import { PAYME_ERRORS } from './payme-rpc';

let app: TestApp;
let payme: PaymeSimulator;
let baseUrl: string;
beforeAll(async () => {
  ({ app, payme, baseUrl } = await paymeTestApp());
});
afterAll(() => app?.close());
afterEach(() => setClockOffset(0));

const HOUR = 60 * 60 * 1000;
const paymentRow = async (id: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('CheckPerformTransaction and account errors', () => {
  it('allows an open order for its exact amount', async () => {
    const order = await paymeOrder(app);
    expect((await payme.checkPerformTransaction(order.paymentId, order.amountTiyin)).result).toEqual({
      allow: true,
    });
  });

  it('answers an unknown, malformed or foreign order with -31050 and data "order_id"', async () => {
    const demo = await paymeOrder(app);
    await app.db.update(payments).set({ provider: 'demo' }).where(eq(payments.id, demo.paymentId));
    for (const orderId of ['00000000-0000-4000-8000-000000000000', '197', demo.paymentId]) {
      const reply = await payme.checkPerformTransaction(orderId, 2_500_000);
      expect(reply.error).toEqual({ ...PAYME_ERRORS.ORDER_NOT_FOUND, data: 'order_id' });
    }
    const noOrder = await payme.call('CheckPerformTransaction', { amount: 100, account: { phone: '998' } });
    expect(noOrder.error).toMatchObject({ code: -31050, data: 'order_id' });
  });

  it('refuses a wrong amount with -31001, in Check and in Create, and records no transaction', async () => {
    const order = await paymeOrder(app);
    for (const amount of [order.amountTiyin - 100, order.amountTiyin + 1, order.amountSom]) {
      expect((await payme.checkPerformTransaction(order.paymentId, amount)).error).toEqual(
        PAYME_ERRORS.WRONG_AMOUNT,
      );
      const create = await payme.createTransaction({ orderId: order.paymentId, amountTiyin: amount });
      expect(create.error?.code).toBe(-31001);
    }
    expect(await paymeTransactionsOf(app, order.paymentId)).toEqual([]);
    expect((await paymentRow(order.paymentId)).status).toBe('PENDING');
  });

  it('refuses an order whose quizzes the learner already owns (-31053)', async () => {
    const first = await paymeOrder(app);
    const other = await createQuiz(app.db, { price: 10_000 });
    await first.user.client.post('/api/cart', { quizId: other.id });
    const both = (await first.user.client.post('/api/checkout', { method: 'PAYME' })).json();
    await payme.payInFull({ paymentId: both.paymentId, amountSom: first.amountSom + 10_000 });
    const reply = await payme.checkPerformTransaction(first.paymentId, first.amountTiyin);
    expect(reply.error).toEqual({ ...PAYME_ERRORS.QUIZZES_ALREADY_OWNED, data: 'order_id' });
  });
});

describe('the whole payment', () => {
  it('grants the quizzes once, opens play, and records every callback raw', async () => {
    const order = await paymeOrder(app, [25_000, 30_000]);
    for (const quiz of order.quizzes) expect(await canPlay(order.user.client, quiz.id)).toBe(false);
    const { transactionId } = await payme.payInFull({
      paymentId: order.paymentId,
      amountSom: order.amountSom,
    });

    expect(await paymentRow(order.paymentId)).toMatchObject({
      status: 'COMPLETED',
      providerTransactionId: transactionId,
    });
    for (const quiz of order.quizzes) expect(await canPlay(order.user.client, quiz.id)).toBe(true);
    expect(await purchasesOf(app, order.paymentId)).toHaveLength(2);
    const [transaction] = await paymeTransactionsOf(app, order.paymentId);
    expect(transaction).toMatchObject({ externalId: transactionId, status: 'PERFORMED', state: '2' });
    expect(transaction!.amountTiyin).toBe(5_500_000);

    const callbacks = await callbacksOf(app, order.paymentId);
    expect(callbacks.map((c) => c.operation).sort()).toEqual(
      ['CheckPerformTransaction', 'CreateTransaction', 'PerformTransaction'].sort(),
    );
    const perform = callbacks.find((c) => c.operation === 'PerformTransaction')!;
    expect(JSON.parse(perform.request)).toMatchObject({ params: { id: transactionId } });
    expect(perform).toMatchObject({ httpStatus: 200, externalId: transactionId });
    expect(perform.response).toMatchObject({ result: { state: 2 } });
  });

  it('records refused and unauthenticated callbacks too', async () => {
    const text = '{"method":"CheckTransaction","params":{"id":"stranger-0001"},"id":1}';
    await payme.raw({ body: text, headers: { authorization: payme.authorization('wrong') } });
    const rows = await callbacksOf(app, '00000000-0000-4000-8000-000000000000');
    expect(rows).toEqual([]);
    const all = await app.db.query.paymentCallbacks.findMany();
    const stranger = all.find((row) => row.request === text);
    expect(stranger).toMatchObject({ provider: 'payme', operation: 'CheckTransaction', httpStatus: 200 });
    expect(stranger!.response).toMatchObject({ error: { code: -32504 } });
  });

  it('replays Create and Perform with the stored results, and refuses a second id for a busy order', async () => {
    const order = await paymeOrder(app);
    const id = newPaymeTransactionId();
    const create = await payme.createTransaction({
      id,
      orderId: order.paymentId,
      amountTiyin: order.amountTiyin,
    });
    expect(create.result).toMatchObject({ state: 1, receivers: null });
    expect(
      await payme.createTransaction({ id, orderId: order.paymentId, amountTiyin: order.amountTiyin }),
    ).toEqual({
      ...create,
      id: expect.any(Number),
    });

    const other = await payme.createTransaction({ orderId: order.paymentId, amountTiyin: order.amountTiyin });
    expect(other.error).toEqual({ ...PAYME_ERRORS.ORDER_BUSY, data: 'order_id' });
    expect((await payme.checkPerformTransaction(order.paymentId, order.amountTiyin)).error?.code).toBe(
      -31055,
    );

    const perform = await payme.performTransaction(id);
    expect(perform.result).toMatchObject({ transaction: create.result!.transaction, state: 2 });
    expect((await payme.performTransaction(id)).result).toEqual(perform.result);
    // performed: Create with the same id may no longer answer as if it were open
    expect(
      (await payme.createTransaction({ id, orderId: order.paymentId, amountTiyin: order.amountTiyin })).error,
    ).toEqual(PAYME_ERRORS.CANNOT_PERFORM);
    expect((await payme.checkPerformTransaction(order.paymentId, order.amountTiyin)).error).toEqual({
      ...PAYME_ERRORS.ORDER_ALREADY_PAID,
      data: 'order_id',
    });
    expect(await purchasesOf(app, order.paymentId)).toHaveLength(1);
    const notes = await app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, order.user.id));
    expect(notes.filter((n) => n.type === 'purchase_made')).toHaveLength(1);
  });

  it('a transaction cancelled before perform (-1) leaves the order payable by a new one', async () => {
    const order = await paymeOrder(app);
    const first = newPaymeTransactionId();
    await payme.createTransaction({ id: first, orderId: order.paymentId, amountTiyin: order.amountTiyin });
    const cancel = await payme.cancelTransaction(first, 3);
    expect(cancel.result).toMatchObject({ state: -1 });
    expect((await payme.cancelTransaction(first, 3)).result).toEqual(cancel.result);
    expect((await payme.checkTransaction(first)).result).toMatchObject({
      state: -1,
      reason: 3,
      perform_time: 0,
    });
    expect((await payme.performTransaction(first)).error).toEqual(PAYME_ERRORS.CANNOT_PERFORM);
    expect((await paymentRow(order.paymentId)).status).toBe('PENDING');
    expect(await canPlay(order.user.client, order.quizzes[0]!.id)).toBe(false);

    await payme.payInFull({ paymentId: order.paymentId, amountSom: order.amountSom });
    expect(await canPlay(order.user.client, order.quizzes[0]!.id)).toBe(true);
    expect((await paymeTransactionsOf(app, order.paymentId)).map((t) => t.state).sort()).toEqual(['-1', '2']);
  });

  it('a transaction cancelled after perform (-2) refunds: play is refused again and the learner is told', async () => {
    const order = await paymeOrder(app);
    const { transactionId } = await payme.payInFull({
      paymentId: order.paymentId,
      amountSom: order.amountSom,
    });
    const quizId = order.quizzes[0]!.id;
    expect(await canPlay(order.user.client, quizId)).toBe(true);

    const cancel = await payme.cancelTransaction(transactionId, 5);
    expect(cancel.result).toMatchObject({ state: -2, cancel_time: expect.any(Number) });
    expect((await payme.cancelTransaction(transactionId, 5)).result).toEqual(cancel.result);
    expect((await payme.checkTransaction(transactionId)).result).toMatchObject({ state: -2, reason: 5 });
    expect((await payme.performTransaction(transactionId)).error).toEqual(PAYME_ERRORS.CANNOT_PERFORM);

    expect(await canPlay(order.user.client, quizId)).toBe(false);
    expect(await paymentRow(order.paymentId)).toMatchObject({
      status: 'REFUNDED',
      refundedAt: expect.any(Date),
    });
    const notes = await app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, order.user.id));
    expect(notes.filter((n) => n.type === 'payment_refunded')).toHaveLength(1);
    expect(await app.lastEmailTo(order.user.email)).toBeDefined();
    const again = await payme.createTransaction({ orderId: order.paymentId, amountTiyin: order.amountTiyin });
    expect(again.error).toEqual({ ...PAYME_ERRORS.ORDER_REFUNDED, data: 'order_id' });
  });

  it('answers an unknown transaction id with -31003', async () => {
    const id = newPaymeTransactionId();
    for (const reply of [
      await payme.performTransaction(id),
      await payme.cancelTransaction(id),
      await payme.checkTransaction(id),
    ])
      expect(reply.error).toEqual(PAYME_ERRORS.TRANSACTION_NOT_FOUND);
  });
});

describe('the 12-hour timeout', () => {
  it('past 12 h a created transaction cannot be performed: cancelled with reason 4, the order stays payable', async () => {
    const order = await paymeOrder(app);
    const id = newPaymeTransactionId();
    const create = await payme.createTransaction({
      id,
      orderId: order.paymentId,
      amountTiyin: order.amountTiyin,
    });
    setClockOffset(12 * HOUR + 1000);
    expect((await payme.performTransaction(id)).error).toEqual(PAYME_ERRORS.CANNOT_PERFORM);
    const check = await payme.checkTransaction(id);
    expect(check.result).toMatchObject({
      create_time: create.result!.create_time,
      perform_time: 0,
      state: -1,
      reason: 4,
    });
    expect(check.result!.cancel_time).toBeGreaterThan(create.result!.create_time + 12 * HOUR);
    expect((await paymentRow(order.paymentId)).status).toBe('PENDING');
    expect(await purchasesOf(app, order.paymentId)).toEqual([]);
    // Payme's clock moves on too: a fresh transaction pays the order
    const later = new PaymeSimulator({
      baseUrl,
      key: PAYME_TEST_CONFIG.key,
      now: () => serverNow().getTime(),
    });
    await later.payInFull({ paymentId: order.paymentId, amountSom: order.amountSom });
    expect((await paymentRow(order.paymentId)).status).toBe('COMPLETED');
  });

  it('a replayed Create past 12 h is cancelled (reason 4) and refused; a Create whose time is that old too', async () => {
    const order = await paymeOrder(app);
    const id = newPaymeTransactionId();
    await payme.createTransaction({ id, orderId: order.paymentId, amountTiyin: order.amountTiyin });
    setClockOffset(13 * HOUR);
    const replay = await payme.createTransaction({
      id,
      orderId: order.paymentId,
      amountTiyin: order.amountTiyin,
    });
    expect(replay.error).toEqual(PAYME_ERRORS.CANNOT_PERFORM);
    expect((await payme.checkTransaction(id)).result).toMatchObject({ state: -1, reason: 4 });
    const stale = await payme.createTransaction({
      orderId: order.paymentId,
      amountTiyin: order.amountTiyin,
      time: Date.now() - HOUR,
    });
    expect(stale.error).toEqual(PAYME_ERRORS.CANNOT_PERFORM);
  });
});

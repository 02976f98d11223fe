import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbacks, payments, paymentTransactions, userNotifications } from '../../../db/schema';
import { setClockOffset } from '../../../lib/clock';
import { createQuiz } from '../../../test/factories';
import { client } from '../../../test/http';
import type { UzumSimulator } from '../../../test/simulators/uzum';
import type { TestApp } from '../../../test/test-app';
import { playStartStatus, UZUM_TEST_CONFIG, uzumCheckout, uzumTestApp } from './uzum.test-support';

let app: TestApp;
let uzum: UzumSimulator;
beforeAll(async () => {
  ({ app, uzum } = await uzumTestApp());
});
afterAll(() => app?.close());
afterEach(() => setClockOffset(0));

const paymentRow = async (id: string) =>
  (await app.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const refusal = (errorCode: string) => ({
  httpStatus: 400,
  body: expect.objectContaining({ status: 'FAILED', errorCode }),
});
const notificationsOf = (userId: string, type: string) =>
  app.db
    .select()
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, type)));

describe('Uzum Merchant API: the happy path', () => {
  it('checkout sends the learner to Uzum; check, create, confirm grant the quizzes once, and play opens', async () => {
    const order = await uzumCheckout(app, [25_000, 14_000]);
    const link = new URL(order.redirectUrl);
    expect(link.origin + link.pathname).toBe(UZUM_TEST_CONFIG.payUrl);
    expect(link.searchParams.get('order_id')).toBe(order.paymentId);
    expect(link.searchParams.get('amount')).toBe(String(order.amountTiyin));
    expect(await playStartStatus(order.user.client, order.quizzes[0]!.id)).toBe(403);

    const check = await uzum.check(order.paymentId);
    expect(check).toMatchObject({ httpStatus: 200, body: { serviceId: 101202, status: 'OK' } });
    const transId = randomUUID();
    const created = await uzum.create(order.paymentId, order.amountTiyin, transId);
    expect(created).toMatchObject({
      httpStatus: 200,
      body: { serviceId: 101202, transId, status: 'CREATED', amount: order.amountTiyin },
    });
    expect((await paymentRow(order.paymentId)).status).toBe('PENDING');
    const confirmed = await uzum.confirm(transId);
    expect(confirmed).toMatchObject({
      httpStatus: 200,
      body: { transId, status: 'CONFIRMED', amount: order.amountTiyin },
    });

    expect(await paymentRow(order.paymentId)).toMatchObject({
      status: 'COMPLETED',
      providerTransactionId: transId,
    });
    for (const quiz of order.quizzes) expect(await playStartStatus(order.user.client, quiz.id)).toBe(200);
    expect(await notificationsOf(order.user.id, 'purchase_made')).toHaveLength(1);
    const [row] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.externalId, transId));
    expect(row).toMatchObject({
      provider: 'uzum',
      status: 'PERFORMED',
      state: 'CONFIRMED',
      amountTiyin: order.amountTiyin,
    });
    expect(row!.data).toMatchObject({ paymentSource: 'UZCARD', phone: '998901234567' });
  });

  it('records every call raw with our answer, refused ones too', async () => {
    const order = await uzumCheckout(app);
    const rawCheck = `{"serviceId":101202,"timestamp":${Date.now()},"params":{"order_id":"${order.paymentId}"}}`;
    await uzum.call('check', rawCheck);
    await uzum.call('check', rawCheck, { authorization: uzum.authorization('uzum-bank', 'wrong') });
    const rows = await app.db
      .select()
      .from(paymentCallbacks)
      .where(eq(paymentCallbacks.paymentId, order.paymentId));
    expect(rows.map((r) => [r.provider, r.operation, r.request, r.httpStatus])).toEqual([
      ['uzum', 'check', rawCheck, 200],
    ]);
    const all = await app.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.request, rawCheck));
    expect(all.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    expect(all.find((r) => r.httpStatus === 400)!.response).toMatchObject({ errorCode: '10001' });
  });

  it('a guest checkout is paid through Uzum and its browser plays', async () => {
    const { setGuestPurchase, newGuestBuyer } = await import('../../../test/guest');
    await setGuestPurchase(app.db, true);
    const quiz = await createQuiz(app.db, { price: 31_000 });
    const browser = client(app.server);
    const res = await browser.post('/api/guest-checkout', {
      quizId: quiz.id,
      method: 'UZUM',
      ...newGuestBuyer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, redirectUrl } = res.json();
    expect(redirectUrl.startsWith(UZUM_TEST_CONFIG.payUrl)).toBe(true);
    expect(await playStartStatus(browser, quiz.id)).toBe(401);
    await uzum.payInFull({ paymentId, amountSom: 31_000 });
    expect((await paymentRow(paymentId)).status).toBe('COMPLETED');
    expect(await playStartStatus(browser, quiz.id)).toBe(200);
  });
});

describe('Uzum Merchant API: refusals', () => {
  it('wrong or missing credentials get 10001 and change nothing', async () => {
    const order = await uzumCheckout(app);
    const body = {
      serviceId: 101202,
      timestamp: Date.now(),
      transId: randomUUID(),
      params: { order_id: order.paymentId },
      amount: order.amountTiyin,
    };
    for (const authorization of [
      uzum.authorization('uzum-bank', 'uzum-secret-parol-123'),
      uzum.authorization('other', UZUM_TEST_CONFIG.password),
      'Bearer x',
      '',
    ])
      expect(await uzum.call('create', body, { authorization })).toMatchObject(refusal('10001'));
    expect(
      await app.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.paymentId, order.paymentId)),
    ).toEqual([]);
  });

  it('bad JSON 10002 (any content type), missing fields 10005, another service 10006', async () => {
    const order = await uzumCheckout(app);
    const check = { serviceId: 101202, timestamp: Date.now(), params: { order_id: order.paymentId } };
    for (const contentType of ['', 'text/plain', 'application/x-www-form-urlencoded; charset=utf-8'])
      expect((await uzum.call('check', check, { contentType })).httpStatus).toBe(200);
    for (const contentType of ['application/json', '', 'text/plain', 'application/x-www-form-urlencoded'])
      expect(await uzum.call('check', '{"serviceId":', { contentType })).toMatchObject(refusal('10002'));
    expect(
      await uzum.call('create', {
        serviceId: 101202,
        timestamp: Date.now(),
        params: { order_id: order.paymentId },
      }),
    ).toMatchObject(refusal('10005'));
    const other = await uzum.call('check', {
      serviceId: 999,
      timestamp: Date.now(),
      params: { order_id: order.paymentId },
    });
    expect(other).toMatchObject(refusal('10006'));
    expect(other.body).toMatchObject({ serviceId: 999, timestamp: expect.any(Number) });
  });

  it('an unknown order, a non-uuid one and another provider’s payment are 10007', async () => {
    const demoPayment = (
      await app.db
        .insert(payments)
        .values({ provider: 'demo', method: 'UZUM', amount: 100, items: [] })
        .returning()
    )[0]!;
    for (const orderId of [randomUUID(), 'not-an-order', demoPayment.id]) {
      expect(await uzum.check(orderId)).toMatchObject(refusal('10007'));
      expect(await uzum.create(orderId, 10_000)).toMatchObject(refusal('10007'));
    }
  });

  it('a wrong amount is 10011 and never grants', async () => {
    const order = await uzumCheckout(app);
    for (const amount of [order.amountSom, order.amountTiyin - 1, order.amountTiyin * 2])
      expect(await uzum.create(order.paymentId, amount)).toMatchObject(refusal('10011'));
    expect((await paymentRow(order.paymentId)).status).toBe('PENDING');
    expect(await playStartStatus(order.user.client, order.quizzes[0]!.id)).toBe(403);
  });

  it('an unknown transaction is 10014 for confirm, reverse and status', async () => {
    const transId = randomUUID();
    for (const reply of [
      await uzum.confirm(transId),
      await uzum.reverse(transId),
      await uzum.status(transId),
    ])
      expect(reply).toMatchObject({
        httpStatus: 400,
        body: { transId, errorCode: '10014', status: 'FAILED' },
      });
  });

  it('repeats are errors: create 10010, confirm 10016, reverse 10018; a paid order is 10008', async () => {
    const order = await uzumCheckout(app);
    const transId = randomUUID();
    expect((await uzum.create(order.paymentId, order.amountTiyin, transId)).httpStatus).toBe(200);
    expect(await uzum.create(order.paymentId, order.amountTiyin, transId)).toMatchObject(refusal('10010'));
    expect((await uzum.confirm(transId)).httpStatus).toBe(200);
    expect(await uzum.confirm(transId)).toMatchObject(refusal('10016'));
    expect(await uzum.check(order.paymentId)).toMatchObject(refusal('10008'));
    expect(await uzum.create(order.paymentId, order.amountTiyin)).toMatchObject(refusal('10008'));
    expect(await uzum.create(order.paymentId, order.amountTiyin, transId)).toMatchObject(refusal('10010'));
    expect((await uzum.reverse(transId)).httpStatus).toBe(200);
    expect(await uzum.reverse(transId)).toMatchObject(refusal('10018'));
    expect(await uzum.confirm(transId)).toMatchObject(refusal('10015'));
    expect(await notificationsOf(order.user.id, 'purchase_made')).toHaveLength(1);
  });
});

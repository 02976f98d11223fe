import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments, paymentTransactions, purchases, userNotifications } from '../../../db/schema';
import { setClockOffset } from '../../../lib/clock';
import type { UzumSimulator } from '../../../test/simulators/uzum';
import type { TestApp } from '../../../test/test-app';
import { playStartStatus, uzumCheckout, uzumTestApp } from './uzum.test-support';
import { UZUM_CONFIRM_WINDOW_MS } from './uzum-transactions';

let app: TestApp;
let uzum: UzumSimulator;
beforeAll(async () => {
  ({ app, uzum } = await uzumTestApp());
});
afterAll(() => app?.close());
afterEach(() => setClockOffset(0));

const paymentStatus = async (id: string) =>
  (await app.db.select({ status: payments.status }).from(payments).where(eq(payments.id, id)))[0]!.status;
const transaction = async (transId: string) =>
  (await app.db.select().from(paymentTransactions).where(eq(paymentTransactions.externalId, transId)))[0]!;
const refusal = (errorCode: string) => ({ httpStatus: 400, body: expect.objectContaining({ errorCode }) });

describe('the 30-minute window', () => {
  it('a confirm after 30 minutes is 10015; the transaction is FAILED, the payment FAILED and payable again', async () => {
    const order = await uzumCheckout(app);
    const late = randomUUID();
    expect((await uzum.create(order.paymentId, order.amountTiyin, late)).httpStatus).toBe(200);
    setClockOffset(UZUM_CONFIRM_WINDOW_MS - 60_000);
    expect(await uzum.status(late)).toMatchObject({ httpStatus: 200, body: { status: 'CREATED' } });
    setClockOffset(UZUM_CONFIRM_WINDOW_MS + 1_000);
    expect(await uzum.confirm(late)).toMatchObject(refusal('10015'));
    expect(await uzum.status(late)).toMatchObject({
      httpStatus: 200,
      body: { transId: late, status: 'FAILED', confirmTime: null, reverseTime: null },
    });
    expect(await transaction(late)).toMatchObject({ status: 'CANCELLED', state: 'FAILED' });
    expect(await paymentStatus(order.paymentId)).toBe('FAILED');
    expect(await playStartStatus(order.user.client, order.quizzes[0]!.id)).toBe(403);
    expect(await uzum.reverse(late)).toMatchObject(refusal('10017'));

    // a new Uzum transaction pays the same order
    await uzum.payInFull({ paymentId: order.paymentId, amountSom: order.amountSom });
    expect(await paymentStatus(order.paymentId)).toBe('COMPLETED');
    expect(await playStartStatus(order.user.client, order.quizzes[0]!.id)).toBe(200);
  });

  it('a stale unconfirmed transaction no longer blocks a new one for its order', async () => {
    const order = await uzumCheckout(app);
    expect((await uzum.create(order.paymentId, order.amountTiyin)).httpStatus).toBe(200);
    expect(await uzum.create(order.paymentId, order.amountTiyin)).toMatchObject(refusal('10008'));
    setClockOffset(UZUM_CONFIRM_WINDOW_MS + 1_000);
    expect((await uzum.create(order.paymentId, order.amountTiyin)).httpStatus).toBe(200);
  });
});

describe('a lost confirm answer', () => {
  it('/status tells the truth: CONFIRMED with its time, and the retried confirm is 10016', async () => {
    const order = await uzumCheckout(app);
    const transId = randomUUID();
    await uzum.create(order.paymentId, order.amountTiyin, transId);
    // Uzum's side never reads this answer (a dropped connection): it polls /status instead
    void (await uzum.confirm(transId));
    const status = await uzum.status(transId);
    expect(status).toMatchObject({
      httpStatus: 200,
      body: {
        transId,
        status: 'CONFIRMED',
        confirmTime: expect.any(Number),
        reverseTime: null,
        amount: order.amountTiyin,
      },
    });
    expect(status.body.confirmTime).toBe((await transaction(transId)).performedAt!.getTime());
    expect(await uzum.confirm(transId)).toMatchObject(refusal('10016'));
    expect(
      await app.db.select().from(purchases).where(eq(purchases.paymentId, order.paymentId)),
    ).toHaveLength(1);
  });
});

describe('reverse', () => {
  it('after confirm: a refund that takes the access away and tells the learner', async () => {
    const order = await uzumCheckout(app);
    const { transId } = await uzum.payInFull({ paymentId: order.paymentId, amountSom: order.amountSom });
    const quizId = order.quizzes[0]!.id;
    expect(await playStartStatus(order.user.client, quizId)).toBe(200);

    const reversed = await uzum.reverse(transId);
    expect(reversed).toMatchObject({
      httpStatus: 200,
      body: { transId, status: 'REVERSED', amount: order.amountTiyin },
    });
    expect(await playStartStatus(order.user.client, quizId)).toBe(403);
    expect(await paymentStatus(order.paymentId)).toBe('REFUNDED');
    expect(await transaction(transId)).toMatchObject({ status: 'REFUNDED', state: 'REVERSED' });
    const told = await app.db
      .select()
      .from(userNotifications)
      .where(
        and(eq(userNotifications.userId, order.user.id), eq(userNotifications.type, 'payment_refunded')),
      );
    expect(told).toHaveLength(1);
    expect(await uzum.status(transId)).toMatchObject({
      body: { status: 'REVERSED', reverseTime: reversed.body.reverseTime, confirmTime: expect.any(Number) },
    });
    // the refunded order cannot be paid again
    expect(await uzum.check(order.paymentId)).toMatchObject(refusal('10009'));
    expect(await uzum.create(order.paymentId, order.amountTiyin)).toMatchObject(refusal('10009'));
  });

  it('before confirm: the transaction is cancelled, the order stays payable and a new create is accepted', async () => {
    const order = await uzumCheckout(app);
    const first = randomUUID();
    await uzum.create(order.paymentId, order.amountTiyin, first);
    expect(await uzum.reverse(first)).toMatchObject({ httpStatus: 200, body: { status: 'REVERSED' } });
    expect(await transaction(first)).toMatchObject({ status: 'CANCELLED', state: 'REVERSED' });
    expect(await paymentStatus(order.paymentId)).toBe('PENDING');
    expect(await uzum.confirm(first)).toMatchObject(refusal('10015'));

    expect((await uzum.check(order.paymentId)).httpStatus).toBe(200);
    const second = randomUUID();
    expect((await uzum.create(order.paymentId, order.amountTiyin, second)).httpStatus).toBe(200);
    expect((await uzum.confirm(second)).httpStatus).toBe(200);
    expect(await paymentStatus(order.paymentId)).toBe('COMPLETED');
    expect(await playStartStatus(order.user.client, order.quizzes[0]!.id)).toBe(200);
  });
});

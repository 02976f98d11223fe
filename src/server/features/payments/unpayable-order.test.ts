import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, purchases, quizzes } from '../../db/schema';
import { nextClickTransId } from '../../test/simulators/click';
import { newPaymeTransactionId } from '../../test/simulators/payme';
import {
  checkoutOf,
  type Learner,
  learnerAndQuizzes,
  type Method,
  withAllProvidersApp,
} from './all-providers.test-support';

/*
 * An order whose quizzes are no longer all for sale is paid by no provider: P1 {A, B} is open, the
 * learner buys A through P2, and then Payme, Click or Uzum try to take P1's full amount (half of it
 * for a quiz already owned); or a quiz of P1 is taken off sale. Each check step refuses with its
 * protocol's "order cannot be paid" error, a step after it refuses too, nothing is granted, and
 * the payment's status tells the learner why.
 */
const ctx = withAllProvidersApp();

const PRICE = 25_000;

/** P1 {A, B} open with `method`, then `meanwhile` happens to the learner's A and B. */
async function openThen(
  method: Method,
  meanwhile: (learner: Learner, a: string, b: string) => Promise<unknown>,
) {
  const {
    learner,
    quizzes: [a, b],
  } = await learnerAndQuizzes(ctx.app, [PRICE, PRICE]);
  const p1 = await checkoutOf(learner, [a!.id, b!.id], method);
  await meanwhile(learner, a!.id, b!.id);
  return { learner, a: a!, b: b!, p1, amountSom: 2 * PRICE };
}

/** P1 {A, B} open with `method`, then A bought in full through P2 with Payme. */
const partlyBought = (method: Method) =>
  openThen(method, async (learner, a) => {
    const p2 = await checkoutOf(learner, [a], 'PAYME');
    await ctx.payme.payInFull({ paymentId: p2, amountSom: PRICE });
  });

/** P1 {A, B} open with `method`, then B taken off sale by an admin. */
const partlyOffSale = (method: Method) =>
  openThen(method, (_learner, _a, b) =>
    ctx.app.db.update(quizzes).set({ isActive: false }).where(eq(quizzes.id, b)),
  );

const CASES = [
  ['bought meanwhile', partlyBought, 'ALREADY_OWNED'],
  ['taken off sale', partlyOffSale, 'QUIZ_UNAVAILABLE'],
] as const;

/** Nothing of P1 was granted: still unpaid, no purchase of it, B not the learner's. */
async function expectNothingGranted(learner: Learner, p1: string, bId: string) {
  const [row] = await ctx.app.db.select().from(payments).where(eq(payments.id, p1));
  expect(row?.status).not.toBe('COMPLETED');
  expect(await ctx.app.db.select().from(purchases).where(eq(purchases.paymentId, p1))).toEqual([]);
  const owned = (await learner.client.get('/api/me/quizzes')).json().quizzes as { quiz: { id: string } }[];
  expect(owned.map((o) => o.quiz.id)).not.toContain(bId);
}

async function expectReason(learner: Learner, p1: string, reason: string) {
  const status = (await learner.client.get(`/api/payments/${p1}`)).json().payment;
  expect(status.unpayableBecause).toBe(reason);
}

describe.each(CASES)('an order with a quiz %s', (_label, setUp, reason) => {
  const paymeCode = reason === 'ALREADY_OWNED' ? -31053 : -31056;

  it('Payme: CheckPerformTransaction and CreateTransaction refuse it with an account error', async () => {
    const { learner, b, p1, amountSom } = await setUp('PAYME');
    const check = await ctx.payme.checkPerformTransaction(p1, amountSom * 100);
    expect(check.error).toMatchObject({ code: paymeCode, data: 'order_id' });
    const create = await ctx.payme.createTransaction({ orderId: p1, amountTiyin: amountSom * 100 });
    expect(create.error).toMatchObject({ code: paymeCode, data: 'order_id' });
    await expectNothingGranted(learner, p1, b.id);
    await expectReason(learner, p1, reason);
  });

  it('Click: Prepare refuses it', async () => {
    const { learner, b, p1, amountSom } = await setUp('CLICK');
    const prepared = await ctx.click.prepare({ paymentId: p1, amountSom, clickTransId: nextClickTransId() });
    expect(prepared.error).toBe(reason === 'ALREADY_OWNED' ? -4 : -5);
    await expectNothingGranted(learner, p1, b.id);
    await expectReason(learner, p1, reason);
  });

  it('Uzum: check and create refuse it', async () => {
    const { learner, b, p1, amountSom } = await setUp('UZUM');
    const code = reason === 'ALREADY_OWNED' ? '10008' : '10007';
    expect((await ctx.uzum.check(p1)).body).toMatchObject({ status: 'FAILED', errorCode: code });
    expect((await ctx.uzum.create(p1, amountSom * 100)).body).toMatchObject({
      status: 'FAILED',
      errorCode: code,
    });
    await expectNothingGranted(learner, p1, b.id);
  });
});

describe('a quiz bought between a provider reserving the money and taking it', () => {
  /** P1 {A, B} with `method`; `reserve` runs on it; then A is bought through P2. */
  async function reservedThenBought(method: Method, reserve: (p1: string) => Promise<unknown>) {
    const {
      learner,
      quizzes: [a, b],
    } = await learnerAndQuizzes(ctx.app, [PRICE, PRICE]);
    const p1 = await checkoutOf(learner, [a!.id, b!.id], method);
    const reserved = await reserve(p1);
    const p2 = await checkoutOf(learner, [a!.id], 'PAYME');
    await ctx.payme.payInFull({ paymentId: p2, amountSom: PRICE });
    return { learner, b: b!, p1, reserved };
  }

  it('Payme: PerformTransaction refuses (-31008) and nothing is granted', async () => {
    const id = newPaymeTransactionId();
    const { learner, b, p1 } = await reservedThenBought('PAYME', async (p1) => {
      const created = await ctx.payme.createTransaction({ id, orderId: p1, amountTiyin: 2 * PRICE * 100 });
      expect(created.error).toBeUndefined();
    });
    expect((await ctx.payme.performTransaction(id)).error).toMatchObject({ code: -31008 });
    await expectNothingGranted(learner, p1, b.id);
  });

  it('Click: Complete refuses (-4) and releases the order', async () => {
    const clickTransId = nextClickTransId();
    const { learner, b, p1, reserved } = await reservedThenBought('CLICK', (p1) =>
      ctx.click.prepare({ paymentId: p1, amountSom: 2 * PRICE, clickTransId }),
    );
    const merchantPrepareId = String((reserved as { merchant_prepare_id: number }).merchant_prepare_id);
    const completed = await ctx.click.complete({
      paymentId: p1,
      amountSom: 2 * PRICE,
      clickTransId,
      merchantPrepareId,
    });
    expect(completed.error).toBe(-4);
    await expectNothingGranted(learner, p1, b.id);
  });

  it('Uzum: confirm refuses (10015) and nothing is granted', async () => {
    const transId = crypto.randomUUID();
    const { learner, b, p1 } = await reservedThenBought('UZUM', async (p1) => {
      expect((await ctx.uzum.create(p1, 2 * PRICE * 100, transId)).httpStatus).toBe(200);
    });
    expect((await ctx.uzum.confirm(transId)).body).toMatchObject({ status: 'FAILED', errorCode: '10015' });
    await expectNothingGranted(learner, p1, b.id);
  });
});

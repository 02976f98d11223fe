import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../db/schema';
import { newPaymeTransactionId } from '../../test/simulators/payme';
import { checkoutOf, learnerAndQuizzes, withAllProvidersApp } from './all-providers.test-support';

/*
 * Two open payments of one learner share a quiz: P1 {A, B} and P2 {A}, both reserved by their
 * provider, then taken at the same moment. Only one may take the money; the other is refused, so
 * A is never paid for twice. Run on PostgreSQL (node scripts/with-postgres.mjs npx vitest run
 * --project api <this file>), where the two callbacks really run side by side.
 */
const ctx = withAllProvidersApp();

const PRICE = 25_000;
const ROUNDS = 4;

/** Creates a Payme transaction for the order; returns the step that performs it (true: paid). */
async function paymeReserved(paymentId: string, amountSom: number) {
  const id = newPaymeTransactionId();
  const created = await ctx.payme.createTransaction({ id, orderId: paymentId, amountTiyin: amountSom * 100 });
  expect(created.error).toBeUndefined();
  return async () => !(await ctx.payme.performTransaction(id)).error;
}

/** Creates an Uzum transaction for the order; returns the step that confirms it (true: paid). */
async function uzumReserved(paymentId: string, amountSom: number) {
  const transId = crypto.randomUUID();
  expect((await ctx.uzum.create(paymentId, amountSom * 100, transId)).httpStatus).toBe(200);
  return async () => (await ctx.uzum.confirm(transId)).httpStatus === 200;
}

const PAIRS = [
  ['Payme and Payme', paymeReserved, 'PAYME'],
  ['Payme and Uzum', uzumReserved, 'UZUM'],
] as const;

describe.each(PAIRS)('two payments over one quiz taken at once (%s)', (_label, reserveSecond, method) => {
  it('exactly one takes the money; the quiz is bought once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { learner, quizzes } = await learnerAndQuizzes(ctx.app, [PRICE, PRICE]);
      const [a, b] = quizzes as [(typeof quizzes)[0], (typeof quizzes)[0]];
      const p1 = await checkoutOf(learner, [a.id, b.id], 'PAYME');
      const p2 = await checkoutOf(learner, [a.id], method);
      const takeP1 = await paymeReserved(p1, 2 * PRICE);
      const takeP2 = await reserveSecond(p2, PRICE);
      const paid = await Promise.all([takeP1(), takeP2()]);
      expect(paid.filter(Boolean)).toHaveLength(1);
      const ofA = await ctx.app.db
        .select({ paymentId: purchases.paymentId })
        .from(purchases)
        .where(and(eq(purchases.userId, learner.id), eq(purchases.quizId, a.id)));
      expect(ofA).toEqual([{ paymentId: paid[0] ? p1 : p2 }]);
    }
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { guestAccess, payments, purchases } from '../../db/schema';
import { createQuiz, signedInUser } from '../../test/factories';
import { newGuestBuyer, setGuestPurchase } from '../../test/guest';
import { client } from '../../test/http';
import { withAllProvidersApp } from './all-providers.test-support';

/*
 * Only the provider a payment was opened with may complete it: with Payme, Click and Uzum
 * configured and the demo page on (the development default), the demo confirmation of a real
 * provider's payment is refused and changes nothing.
 */
const ctx = withAllProvidersApp();
beforeAll(() => setGuestPurchase(ctx.app.db, true));

const METHODS = [
  ['PAYME', 'payme'],
  ['CLICK', 'click'],
  ['UZUM', 'uzum'],
] as const;

const paymentRow = async (id: string) =>
  (await ctx.app.db.select().from(payments).where(eq(payments.id, id)))[0]!;

function expectMismatch(res: { statusCode: number; json: () => { error: unknown } }) {
  expect([res.statusCode, res.json().error]).toEqual([
    409,
    { code: 'PAYMENT_PROVIDER_MISMATCH', message: uz.errors.PAYMENT_PROVIDER_MISMATCH },
  ]);
}

describe('a demo confirmation of a real provider payment', () => {
  it.each(METHODS)(
    'learner, %s: refused for success and failure, the payment untouched',
    async (method, provider) => {
      const learner = await signedInUser(ctx.app);
      const quiz = await createQuiz(ctx.app.db, { price: 25_000 });
      await learner.client.post('/api/cart', { quizId: quiz.id });
      const { paymentId } = (await learner.client.post('/api/checkout', { method })).json();
      const before = await paymentRow(paymentId);
      expect(before).toMatchObject({ provider, status: 'PENDING' });

      for (const outcome of ['success', 'failure'])
        expectMismatch(await learner.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome }));

      expect(await paymentRow(paymentId)).toEqual(before);
      expect(await ctx.app.db.select().from(purchases).where(eq(purchases.quizId, quiz.id))).toEqual([]);
      expect((await learner.client.get(`/api/quizzes/${quiz.id}`)).json().owned).toBe(false);
    },
  );

  it.each(METHODS)('guest, %s: refused, no purchase and no access', async (method, provider) => {
    const quiz = await createQuiz(ctx.app.db, { price: 30_000 });
    const browser = client(ctx.app.server);
    const started = await browser.post('/api/guest-checkout', {
      quizId: quiz.id,
      method,
      ...newGuestBuyer(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { paymentId } = started.json();
    const before = await paymentRow(paymentId);
    expect(before).toMatchObject({ provider, status: 'PENDING' });

    for (const outcome of ['success', 'failure'])
      expectMismatch(
        await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, { outcome }),
      );

    expect(await paymentRow(paymentId)).toEqual(before);
    expect(await ctx.app.db.select().from(purchases).where(eq(purchases.quizId, quiz.id))).toEqual([]);
    expect(await ctx.app.db.select().from(guestAccess).where(eq(guestAccess.quizId, quiz.id))).toEqual([]);
    expect((await browser.get(`/api/guest-access/${quiz.id}`)).json().state).not.toBe('active');
  });
});

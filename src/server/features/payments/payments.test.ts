import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { NO_PAYMENT_PROVIDERS } from '../../config-payments';
import { payments, purchases, userNotifications } from '../../db/schema';
import { createQuiz, signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkoutOf } from './all-providers.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

async function userWithCart(prices: number[]) {
  const user = await signedInUser(app);
  const quizzes = [];
  for (const price of prices) {
    const quiz = await createQuiz(app.db, { price });
    await user.client.post('/api/cart', { quizId: quiz.id });
    quizzes.push(quiz);
  }
  return { ...user, quizzes };
}

describe('checkout with the demo provider', () => {
  it('guests cannot check out', async () => {
    expect((await client(app.server).post('/api/checkout', { method: 'CLICK' })).statusCode).toBe(401);
  });

  it('an empty cart is refused with the spec message', async () => {
    const user = await signedInUser(app);
    const res = await user.client.post('/api/checkout', { method: 'CLICK' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'CART_EMPTY', message: "Savatda hech narsa yo'q" });
  });

  it('prices the order from the database, ignoring prices the client sends', async () => {
    const user = await userWithCart([25_000, 49_000]);
    const res = await user.client.post('/api/checkout', { method: 'PAYME', amount: 1, total: 1, price: 1 });
    expect(res.statusCode).toBe(200);
    const { paymentId, redirectUrl } = res.json();
    expect(redirectUrl).toBe(`/payment/demo/${paymentId}`);
    const payment = (await user.client.get(`/api/payments/${paymentId}`)).json().payment;
    expect(payment).toMatchObject({ status: 'PENDING', amount: 74_000, method: 'PAYME', provider: 'demo' });
    expect(payment.items.map((i: { price: number }) => i.price)).toEqual([25_000, 49_000]);
  });

  it('refuses an unknown payment method', async () => {
    const user = await userWithCart([25_000]);
    expect((await user.client.post('/api/checkout', { method: 'BITCOIN' })).statusCode).toBe(400);
  });

  it('confirmation completes the payment, creates purchases, empties the cart and notifies, once', async () => {
    const user = await userWithCart([25_000, 30_000]);
    const { paymentId } = (await user.client.post('/api/checkout', { method: 'CLICK' })).json();
    const confirmed = await user.client.post(`/api/payments/demo/${paymentId}/confirm`, {
      outcome: 'success',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payment).toMatchObject({ status: 'COMPLETED', amount: 55_000 });

    const owned = (await user.client.get('/api/me/quizzes')).json().quizzes;
    expect(owned.map((o: { quiz: { id: string } }) => o.quiz.id).sort()).toEqual(
      user.quizzes.map((q) => q.id).sort(),
    );
    expect((await user.client.get('/api/cart')).json()).toMatchObject({ items: [], total: 0, count: 0 });
    for (const quiz of user.quizzes)
      expect((await user.client.get(`/api/quizzes/${quiz.id}`)).json().owned).toBe(true);

    const again = await user.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' });
    expect(again.json().payment.status).toBe('COMPLETED');
    const failedLate = await user.client.post(`/api/payments/demo/${paymentId}/confirm`, {
      outcome: 'failure',
    });
    expect(failedLate.json().payment.status).toBe('COMPLETED');
    expect(await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId))).toHaveLength(2);
    const notes = await app.db.select().from(userNotifications).where(eq(userNotifications.userId, user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'purchase_made', title: uz.notifications.purchaseTitle });
    expect(notes[0]?.message).toBe(uz.notifications.purchaseMessage(2, "55 000 so'm"));
  });

  it('a declined payment records nothing and keeps the cart', async () => {
    const user = await userWithCart([25_000]);
    const { paymentId } = (await user.client.post('/api/checkout', { method: 'UZUM' })).json();
    const res = await user.client.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'failure' });
    expect(res.json().payment.status).toBe('FAILED');
    expect((await user.client.get('/api/cart')).json().count).toBe(1);
    expect((await user.client.get('/api/me/quizzes')).json().quizzes).toEqual([]);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('FAILED');
  });

  it('someone else cannot see or confirm a payment', async () => {
    const owner = await userWithCart([25_000]);
    const other = await signedInUser(app);
    const admin = await signedInDemo(app, 'admin@demo.uz');
    const { paymentId } = (await owner.client.post('/api/checkout', { method: 'CLICK' })).json();
    for (const who of [other.client, admin]) {
      expect((await who.get(`/api/payments/${paymentId}`)).statusCode).toBe(404);
      expect(
        (await who.post(`/api/payments/demo/${paymentId}/confirm`, { outcome: 'success' })).statusCode,
      ).toBe(404);
    }
    expect((await client(app.server).get(`/api/payments/${paymentId}`)).statusCode).toBe(401);
    expect((await owner.client.get(`/api/payments/${paymentId}`)).json().payment.status).toBe('PENDING');
  });

  it('already-owned quizzes are left out of a new order', async () => {
    const user = await userWithCart([25_000, 30_000]);
    const first = (await user.client.post('/api/checkout', { method: 'CLICK' })).json();
    const second = (await user.client.post('/api/checkout', { method: 'CLICK' })).json();
    await user.client.post(`/api/payments/demo/${first.paymentId}/confirm`, { outcome: 'success' });
    // the older PENDING order for the same quizzes completes without a second purchase row
    await user.client.post(`/api/payments/demo/${second.paymentId}/confirm`, { outcome: 'success' });
    for (const quiz of user.quizzes) {
      const rows = await app.db.select().from(purchases).where(eq(purchases.quizId, quiz.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('an order with a quiz bought meanwhile through another payment cannot be confirmed', async () => {
    const user = await userWithCart([25_000, 30_000]);
    const [a, b] = user.quizzes as [(typeof user.quizzes)[0], (typeof user.quizzes)[0]];
    const both = await checkoutOf(user, [a.id, b.id], 'CLICK');
    const onlyA = await checkoutOf(user, [a.id], 'PAYME');
    await user.client.post(`/api/payments/demo/${onlyA}/confirm`, { outcome: 'success' });

    const refused = await user.client.post(`/api/payments/demo/${both}/confirm`, { outcome: 'success' });
    expect([refused.statusCode, refused.json().error]).toEqual([
      409,
      { code: 'PAYMENT_QUIZ_OWNED', message: uz.errors.PAYMENT_QUIZ_OWNED },
    ]);
    const status = (await user.client.get(`/api/payments/${both}`)).json().payment;
    expect(status).toMatchObject({ status: 'PENDING', unpayableBecause: 'ALREADY_OWNED' });
    expect(await app.db.select().from(purchases).where(eq(purchases.quizId, b.id))).toEqual([]);
  });
});

describe('with PAYMENT_PROVIDER=none', () => {
  let noPay: TestApp;
  beforeAll(async () => {
    noPay = await createTestApp({ config: { payments: { fallback: 'none', ...NO_PAYMENT_PROVIDERS } } });
  });
  afterAll(() => noPay.close());

  it('says payment is under development and records nothing', async () => {
    const user = await signedInUser(noPay);
    const quiz = await createQuiz(noPay.db);
    await user.client.post('/api/cart', { quizId: quiz.id });
    const res = await user.client.post('/api/checkout', { method: 'CLICK' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'PAYMENT_UNAVAILABLE', message: uz.errors.PAYMENT_UNAVAILABLE });
    expect(await noPay.db.select().from(payments)).toEqual([]);
    expect(noPay.server.routeAccess.some((r) => r.url.includes('/demo/'))).toBe(false);
  });
});

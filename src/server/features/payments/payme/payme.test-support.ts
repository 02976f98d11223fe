import { eq } from 'drizzle-orm';
import { NO_PAYMENT_PROVIDERS, type PaymeConfig } from '../../../config-payments';
import { paymentCallbacks, paymentTransactions, purchases } from '../../../db/schema';
import { createQuiz, signedInUser, TEST_DEVICE } from '../../../test/factories';
import type { Client } from '../../../test/http';
import { PaymeSimulator } from '../../../test/simulators/payme';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** What the Payme tests share: an app with Payme on, listening on loopback, and Payme's simulator. */
export const PAYME_TEST_CONFIG: PaymeConfig = {
  merchantId: '587f72c72cac0d162c722ae2',
  key: 'payme-test-key-0123456789abcdefghijk',
  checkoutUrl: 'https://checkout.paycom.uz',
};

export async function paymeTestApp() {
  const app = await createTestApp({
    config: { payments: { fallback: 'demo', ...NO_PAYMENT_PROVIDERS, payme: PAYME_TEST_CONFIG } },
  });
  const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const payme = new PaymeSimulator({ baseUrl, key: PAYME_TEST_CONFIG.key });
  return { app, baseUrl, payme };
}

/** A signed-in learner who checked out a cart of quizzes with Payme: the order Payme is to pay. */
export async function paymeOrder(app: TestApp, prices: number[] = [25_000]) {
  const user = await signedInUser(app);
  const quizzes = [];
  for (const price of prices) {
    const quiz = await createQuiz(app.db, { price });
    await user.client.post('/api/cart', { quizId: quiz.id });
    quizzes.push(quiz);
  }
  const res = await user.client.post('/api/checkout', { method: 'PAYME' });
  if (res.statusCode !== 200) throw new Error(`checkout failed: ${res.body}`);
  const { paymentId, redirectUrl } = res.json() as { paymentId: string; redirectUrl: string };
  const amountSom = prices.reduce((sum, price) => sum + price, 0);
  return { user, quizzes, paymentId, redirectUrl, amountSom, amountTiyin: amountSom * 100 };
}

/** Whether the browser may start playing the quiz now (the play access check). */
export async function canPlay(browser: Client, quizId: string) {
  const res = await browser.post(`/api/play/${quizId}/start`, { deviceId: TEST_DEVICE });
  if (res.statusCode === 200) {
    await browser.post(`/api/play/sessions/${res.json().sessionId}/exit`, {});
    return true;
  }
  // 403 PURCHASE_REQUIRED for a learner, 401 for a guest browser without a guest access
  if (res.statusCode !== 403 && res.statusCode !== 401)
    throw new Error(`unexpected play answer: ${res.statusCode} ${res.body}`);
  return false;
}

export const purchasesOf = (app: TestApp, paymentId: string) =>
  app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId));

export const paymeTransactionsOf = (app: TestApp, paymentId: string) =>
  app.db.select().from(paymentTransactions).where(eq(paymentTransactions.paymentId, paymentId));

export const callbacksOf = (app: TestApp, paymentId: string) =>
  app.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, paymentId));

import { eq } from 'drizzle-orm';
import type { ClickConfig } from '../../../config-payments';
import { NO_PAYMENT_PROVIDERS } from '../../../config-payments';
import { paymentTransactions } from '../../../db/schema';
import { createQuiz, signedInUser, TEST_DEVICE } from '../../../test/factories';
import type { Client } from '../../../test/http';
import { ClickSimulator } from '../../../test/simulators/click';
import { createTestApp, type TestApp } from '../../../test/test-app';

export const CLICK_TEST_CONFIG: ClickConfig = {
  serviceId: '31245',
  merchantId: '24567',
  secretKey: 'Sinov-Click-Kaliti-31245',
  merchantUserId: '40311',
  payUrl: 'https://my.click.uz/services/pay',
};

/** The real app with Click configured, listening on 127.0.0.1 so the simulator speaks real HTTP. */
export async function startClickApp() {
  const app = await createTestApp({
    config: { payments: { fallback: 'demo', ...NO_PAYMENT_PROVIDERS, click: CLICK_TEST_CONFIG } },
  });
  const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const click = new ClickSimulator({
    baseUrl,
    serviceId: CLICK_TEST_CONFIG.serviceId,
    secretKey: CLICK_TEST_CONFIG.secretKey,
  });
  return { app, baseUrl, click };
}

/** A signed-in learner who put quizzes at these prices in the cart and checked out with Click. */
export async function clickCheckout(app: TestApp, prices: number[] = [25_000]) {
  const user = await signedInUser(app);
  const quizzes = [];
  for (const price of prices) {
    const quiz = await createQuiz(app.db, { price });
    const added = await user.client.post('/api/cart', { quizId: quiz.id });
    if (added.statusCode !== 201) throw new Error(`cart: ${added.body}`);
    quizzes.push(quiz);
  }
  const res = await user.client.post('/api/checkout', { method: 'CLICK' });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  const { paymentId, redirectUrl } = res.json() as { paymentId: string; redirectUrl: string };
  const amountSom = prices.reduce((sum, price) => sum + price, 0);
  return { user, quizzes, paymentId, redirectUrl, amountSom };
}

/** Starting play: 200 once the quiz is paid for, 403 PURCHASE_REQUIRED before (and after a refund). */
export const startPlay = (player: Client, quizId: string) =>
  player.post(`/api/play/${quizId}/start`, { deviceId: TEST_DEVICE });

export const clickTransactionsOf = (app: TestApp, paymentId: string) =>
  app.db.select().from(paymentTransactions).where(eq(paymentTransactions.paymentId, paymentId));

import { expect } from 'vitest';
import { NO_PAYMENT_PROVIDERS, type UzumConfig } from '../../../config-payments';
import { createQuiz, signedInUser, TEST_DEVICE } from '../../../test/factories';
import type { Client } from '../../../test/http';
import { UzumSimulator } from '../../../test/simulators/uzum';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The Uzum credentials of the test apps (what Uzum Bank would be given). */
export const UZUM_TEST_CONFIG: UzumConfig = {
  serviceId: '101202',
  login: 'uzum-bank',
  password: 'uzum-secret-parol-1234',
  payUrl: 'https://www.uzumbank.uz/open-service',
};

/** A test app with Uzum switched on, listening on 127.0.0.1, and Uzum's simulator pointed at it. */
export async function uzumTestApp() {
  const app = await createTestApp({
    config: { payments: { fallback: 'demo', ...NO_PAYMENT_PROVIDERS, uzum: UZUM_TEST_CONFIG } },
  });
  const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const uzum = new UzumSimulator({ baseUrl, ...UZUM_TEST_CONFIG });
  return { app, uzum };
}

/** A signed-in learner checks out a cart of quizzes with Uzum: the real checkout, our pay link. */
export async function uzumCheckout(app: TestApp, prices: number[] = [25_000]) {
  const user = await signedInUser(app);
  const quizzes = [];
  for (const price of prices) {
    const quiz = await createQuiz(app.db, { price });
    expect((await user.client.post('/api/cart', { quizId: quiz.id })).statusCode).toBe(201);
    quizzes.push(quiz);
  }
  const res = await user.client.post('/api/checkout', { method: 'UZUM' });
  expect(res.statusCode, res.body).toBe(200);
  const { paymentId, redirectUrl } = res.json() as { paymentId: string; redirectUrl: string };
  const amountSom = prices.reduce((sum, price) => sum + price, 0);
  return { user, quizzes, paymentId, redirectUrl, amountSom, amountTiyin: amountSom * 100 };
}

/** What starting play answers: 200 once the quiz is paid, 403 PURCHASE_REQUIRED before or after a refund. */
export async function playStartStatus(browser: Client, quizId: string) {
  return (await browser.post(`/api/play/${quizId}/start`, { deviceId: TEST_DEVICE })).statusCode;
}

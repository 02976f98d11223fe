import { afterAll, beforeAll } from 'vitest';
import { NO_PAYMENT_PROVIDERS } from '../../config-payments';
import { createQuiz, signedInUser } from '../../test/factories';
import { ClickSimulator } from '../../test/simulators/click';
import { PaymeSimulator } from '../../test/simulators/payme';
import { UzumSimulator } from '../../test/simulators/uzum';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLICK_TEST_CONFIG } from './click/click.test-support';
import { PAYME_TEST_CONFIG } from './payme/payme.test-support';
import { UZUM_TEST_CONFIG } from './uzum/uzum.test-support';

/**
 * The app with Payme, Click and Uzum all configured and the demo page on (the development
 * default), listening on 127.0.0.1, with each provider's simulator pointed at it.
 */
export async function allProvidersApp() {
  const app = await createTestApp({
    config: {
      payments: {
        fallback: 'demo',
        ...NO_PAYMENT_PROVIDERS,
        payme: PAYME_TEST_CONFIG,
        click: CLICK_TEST_CONFIG,
        uzum: UZUM_TEST_CONFIG,
      },
    },
  });
  const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    payme: new PaymeSimulator({ baseUrl, key: PAYME_TEST_CONFIG.key }),
    click: new ClickSimulator({
      baseUrl,
      serviceId: CLICK_TEST_CONFIG.serviceId,
      secretKey: CLICK_TEST_CONFIG.secretKey,
    }),
    uzum: new UzumSimulator({ baseUrl, ...UZUM_TEST_CONFIG }),
  };
}

/** The app for a test file: started before its tests, closed after them; read it inside the tests. */
export function withAllProvidersApp() {
  const ctx = {} as Awaited<ReturnType<typeof allProvidersApp>>;
  beforeAll(async () => {
    Object.assign(ctx, await allProvidersApp());
  });
  afterAll(() => ctx.app?.close());
  return ctx;
}

export type Learner = Awaited<ReturnType<typeof signedInUser>>;
export type Method = 'PAYME' | 'CLICK' | 'UZUM';

/** The learner checks out exactly these quizzes (the cart emptied first) with the method. */
export async function checkoutOf(learner: Learner, quizIds: string[], method: Method) {
  const cart = (await learner.client.get('/api/cart')).json() as { items: { id: string }[] };
  for (const item of cart.items) await learner.client.request('DELETE', `/api/cart/${item.id}`);
  for (const quizId of quizIds) await learner.client.post('/api/cart', { quizId });
  const res = await learner.client.post('/api/checkout', { method });
  if (res.statusCode !== 200) throw new Error(`checkout: ${res.body}`);
  return (res.json() as { paymentId: string }).paymentId;
}

/** A learner and quizzes at these prices, none in the cart yet. */
export async function learnerAndQuizzes(app: TestApp, prices: number[]) {
  const learner = await signedInUser(app);
  const quizzes = [];
  for (const price of prices) quizzes.push(await createQuiz(app.db, { price }));
  return { learner, quizzes };
}

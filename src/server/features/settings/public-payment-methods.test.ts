import { describe, expect, it } from 'vitest';
import { NO_PAYMENT_PROVIDERS, type PaymentsConfig } from '../../config-payments';
import { client } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { PAYME_TEST_CONFIG } from '../payments/payme/payme.test-support';
import { UZUM_TEST_CONFIG } from '../payments/uzum/uzum.test-support';

/** The payment methods the public settings name, for an app with these payment settings. */
async function methodsNamedWith(payments: PaymentsConfig) {
  const app = await createTestApp({ config: { payments } });
  try {
    const res = await client(app.server).get('/api/settings/public');
    expect(res.statusCode).toBe(200);
    return res.json().paymentMethods;
  } finally {
    await app.close();
  }
}

describe('the payment methods in the public settings (what the cart names)', () => {
  it('are those of the configured providers when no demo page stands in for the rest', async () => {
    expect(
      await methodsNamedWith({
        fallback: 'none',
        ...NO_PAYMENT_PROVIDERS,
        payme: PAYME_TEST_CONFIG,
        uzum: UZUM_TEST_CONFIG,
      }),
    ).toEqual(['PAYME', 'UZUM']);
  });

  it('are none while payments are off', async () => {
    expect(await methodsNamedWith({ fallback: 'none', ...NO_PAYMENT_PROVIDERS })).toEqual([]);
  });

  it('are all three on the demo page, which takes every method', async () => {
    expect(await methodsNamedWith({ fallback: 'demo', ...NO_PAYMENT_PROVIDERS })).toEqual([
      'CLICK',
      'PAYME',
      'UZUM',
    ]);
  });
});

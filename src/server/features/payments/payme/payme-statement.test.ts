import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuiz } from '../../../test/factories';
import { newGuestBuyer, setGuestPurchase } from '../../../test/guest';
import { client } from '../../../test/http';
import { newPaymeTransactionId, type PaymeSimulator } from '../../../test/simulators/payme';
import type { TestApp } from '../../../test/test-app';
import { canPlay, PAYME_TEST_CONFIG, paymeOrder, paymeTestApp } from './payme.test-support';
import { paymeStatement } from './payme-statement';

let app: TestApp;
let payme: PaymeSimulator;
beforeAll(async () => {
  ({ app, payme } = await paymeTestApp());
});
afterAll(() => app?.close());

describe('GetStatement', () => {
  it('lists the transactions whose Payme time is in [from, to], oldest first, with their states', async () => {
    const base = Date.now() - 6 * 60 * 60 * 1000;
    const orders = await Promise.all([paymeOrder(app), paymeOrder(app), paymeOrder(app), paymeOrder(app)]);
    const ids = orders.map(() => newPaymeTransactionId());
    // created out of time order, so the answer's order comes from Payme's time, not ours
    const offsets = [3_000, 1_000, 2_000, 4_000];
    for (const [i, order] of orders.entries()) {
      const reply = await payme.createTransaction({
        id: ids[i],
        time: base + offsets[i]!,
        orderId: order.paymentId,
        amountTiyin: order.amountTiyin,
      });
      expect(reply.error).toBeUndefined();
    }
    await payme.performTransaction(ids[0]!);
    await payme.cancelTransaction(ids[2]!, 3);

    const statement = await payme.getStatement(base + 1_500, base + 3_000);
    const rows = statement.result!.transactions;
    expect(rows.map((row) => row.id)).toEqual([ids[2], ids[0]]);
    expect(rows[0]).toMatchObject({
      time: base + 2_000,
      amount: orders[2]!.amountTiyin,
      account: { order_id: orders[2]!.paymentId },
      state: -1,
      reason: 3,
      perform_time: 0,
      receivers: null,
    });
    expect(rows[1]).toMatchObject({ time: base + 3_000, state: 2, reason: null, cancel_time: 0 });
    expect(rows[1]!.perform_time).toBeGreaterThan(0);

    expect(await paymeStatement(app.db, base + 1_500, base + 3_000)).toEqual(rows);
    expect((await payme.getStatement(base + 3_001, base + 3_999)).result).toEqual({ transactions: [] });
    expect((await payme.getStatement(base + 4_000, base + 1_000)).result).toEqual({ transactions: [] });
  });
});

describe('guest checkout through Payme', () => {
  it('a guest payment is payable like any other and opens play for the guest browser', async () => {
    await setGuestPurchase(app.db, true);
    const quiz = await createQuiz(app.db, { price: 19_000 });
    const browser = client(app.server);
    const res = await browser.post('/api/guest-checkout', {
      quizId: quiz.id,
      method: 'PAYME',
      ...newGuestBuyer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { paymentId, redirectUrl } = res.json() as { paymentId: string; redirectUrl: string };
    expect(redirectUrl.startsWith(PAYME_TEST_CONFIG.checkoutUrl)).toBe(true);
    expect(await canPlay(browser, quiz.id)).toBe(false);

    await payme.payInFull({ paymentId, amountSom: 19_000 });
    expect((await browser.get(`/api/guest-checkout/payments/${paymentId}`)).json().payment.status).toBe(
      'COMPLETED',
    );
    expect(await canPlay(browser, quiz.id)).toBe(true);
  });
});

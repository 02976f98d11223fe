import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPaymeTransactionId, type PaymeSimulator } from '../../../test/simulators/payme';
import type { TestApp } from '../../../test/test-app';
import { paymeOrder, paymeTestApp, paymeTransactionsOf, purchasesOf } from './payme.test-support';

/*
 * Two identical callbacks at the same moment (Payme retries while the first is still running).
 * Run on PostgreSQL too (node scripts/with-postgres.mjs npx vitest run --project api <this file>),
 * where the requests really run side by side on separate connections.
 */
let app: TestApp;
let payme: PaymeSimulator;
beforeAll(async () => {
  ({ app, payme } = await paymeTestApp());
});
afterAll(() => app?.close());

const ROUNDS = 3;

describe('concurrent duplicates', () => {
  it('two identical CreateTransaction at once: one transaction, the same answer twice', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paymeOrder(app);
      const create = {
        id: newPaymeTransactionId(),
        orderId: order.paymentId,
        amountTiyin: order.amountTiyin,
      };
      const [a, b] = await Promise.all([payme.createTransaction(create), payme.createTransaction(create)]);
      expect(a.error ?? b.error).toBeUndefined();
      expect(a.result).toEqual(b.result);
      expect(await paymeTransactionsOf(app, order.paymentId)).toHaveLength(1);
    }
  });

  it('two identical PerformTransaction at once: one grant, one purchase, the same answer twice', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await paymeOrder(app);
      const id = newPaymeTransactionId();
      await payme.createTransaction({ id, orderId: order.paymentId, amountTiyin: order.amountTiyin });
      const [a, b] = await Promise.all([payme.performTransaction(id), payme.performTransaction(id)]);
      expect(a.error ?? b.error).toBeUndefined();
      expect(a.result).toEqual(b.result);
      expect(await purchasesOf(app, order.paymentId)).toHaveLength(1);
      const notes = (await order.user.client.get('/api/notifications')).json().notifications as {
        type: string;
      }[];
      expect(notes.filter((n) => n.type === 'purchase_made')).toHaveLength(1);
    }
  });

  it('two different transaction ids for one order at once: exactly one is accepted', async () => {
    const order = await paymeOrder(app);
    const create = () =>
      payme.createTransaction({ orderId: order.paymentId, amountTiyin: order.amountTiyin });
    const replies = await Promise.all([create(), create()]);
    expect(replies.filter((r) => r.result)).toHaveLength(1);
    expect(replies.find((r) => r.error)?.error).toMatchObject({ code: -31055, data: 'order_id' });
    expect(await paymeTransactionsOf(app, order.paymentId)).toHaveLength(1);
  });
});

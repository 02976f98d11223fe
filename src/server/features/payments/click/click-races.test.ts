import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, purchases, userNotifications } from '../../../db/schema';
import { type ClickSimulator, nextClickTransId } from '../../../test/simulators/click';
import type { TestApp } from '../../../test/test-app';
import { clickCheckout, clickTransactionsOf, startClickApp } from './click.test-support';

/*
 * Concurrent duplicates from Click, sent at once over real HTTP. On PostgreSQL
 * (`node scripts/with-postgres.mjs npx vitest run --project api <this file>`) they really run in
 * parallel connections; the payment's row lock serialises them, so one grant and one answer each.
 */
let app: TestApp;
let click: ClickSimulator;
beforeAll(async () => {
  ({ app, click } = await startClickApp());
});
afterAll(() => app?.close());

const ROUNDS = 3;

describe('concurrent Click callbacks', () => {
  it('two Completes of one click_trans_id: exactly one grant, the other hears -4', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { user, paymentId, amountSom } = await clickCheckout(app, [25_000, 30_000]);
      const clickTransId = nextClickTransId();
      const prepared = await click.prepare({ paymentId, amountSom, clickTransId });
      const merchantPrepareId = String(prepared.merchant_prepare_id);
      const both = await Promise.all(
        [0, 1].map(() => click.complete({ paymentId, amountSom, clickTransId, merchantPrepareId })),
      );
      expect(both.map((answer) => answer.error).sort()).toEqual([-4, 0]);
      expect(await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId))).toHaveLength(2);
      const notices = await app.db
        .select()
        .from(userNotifications)
        .where(eq(userNotifications.userId, user.id));
      expect(notices.map((n) => n.type)).toEqual(['purchase_made']);
      const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment).toMatchObject({ status: 'COMPLETED', providerTransactionId: clickTransId });
    }
  });

  it('two Prepares of one click_trans_id: one transaction, the same prepare id for both', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { paymentId, amountSom } = await clickCheckout(app);
      const clickTransId = nextClickTransId();
      const both = await Promise.all([0, 1].map(() => click.prepare({ paymentId, amountSom, clickTransId })));
      expect(both.map((answer) => answer.error)).toEqual([0, 0]);
      expect(both[0]!.merchant_prepare_id).toBe(both[1]!.merchant_prepare_id);
      expect(await clickTransactionsOf(app, paymentId)).toHaveLength(1);
    }
  });

  it('two click_trans_ids paid in full at once for one order: one is taken, the other refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { paymentId, amountSom } = await clickCheckout(app);
      const results = await Promise.allSettled([0, 1].map(() => click.payInFull({ paymentId, amountSom })));
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const rows = await clickTransactionsOf(app, paymentId);
      expect(rows.filter((r) => r.status === 'PERFORMED')).toHaveLength(1);
      expect(await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId))).toHaveLength(1);
    }
  });
});

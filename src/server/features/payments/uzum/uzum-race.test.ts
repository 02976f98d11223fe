import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, paymentTransactions, purchases, userNotifications } from '../../../db/schema';
import type { UzumSimulator } from '../../../test/simulators/uzum';
import type { TestApp } from '../../../test/test-app';
import { uzumCheckout, uzumTestApp } from './uzum.test-support';

/*
 * Uzum's duplicates arriving at the same time, over real HTTP. Run on PostgreSQL too
 * (node scripts/with-postgres.mjs npx vitest run --project api <this file>), where the requests
 * really run in parallel: the payment's row lock serialises them.
 */
let app: TestApp;
let uzum: UzumSimulator;
beforeAll(async () => {
  ({ app, uzum } = await uzumTestApp());
});
afterAll(() => app?.close());

const errorCodes = (replies: { httpStatus: number; body: Record<string, unknown> }[]) =>
  replies.map((r) => (r.httpStatus === 200 ? 'OK' : r.body.errorCode)).sort();

describe('concurrent duplicates', () => {
  it('two creates with different transIds for one order: exactly one CREATED', async () => {
    const order = await uzumCheckout(app);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => uzum.create(order.paymentId, order.amountTiyin)),
    );
    expect(errorCodes(replies)).toEqual(['10008', '10008', '10008', 'OK']);
    const rows = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.paymentId, order.paymentId));
    expect(rows.map((r) => r.state)).toEqual(['CREATED']);
  });

  it('two creates with the same transId: one CREATED, the other 10010', async () => {
    const order = await uzumCheckout(app);
    const transId = randomUUID();
    const replies = await Promise.all(
      [1, 2].map(() => uzum.create(order.paymentId, order.amountTiyin, transId)),
    );
    expect(errorCodes(replies)).toEqual(['10010', 'OK']);
  });

  it('two confirms of one transaction: one grant, the other 10016', async () => {
    const order = await uzumCheckout(app, [20_000, 30_000]);
    const transId = randomUUID();
    await uzum.create(order.paymentId, order.amountTiyin, transId);
    const replies = await Promise.all([1, 2, 3].map(() => uzum.confirm(transId)));
    expect(errorCodes(replies)).toEqual(['10016', '10016', 'OK']);
    expect(
      await app.db.select().from(purchases).where(eq(purchases.paymentId, order.paymentId)),
    ).toHaveLength(2);
    const notes = await app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, order.user.id));
    expect(notes.filter((n) => n.type === 'purchase_made')).toHaveLength(1);
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, order.paymentId));
    expect(payment!.status).toBe('COMPLETED');
  });

  it('two reverses after confirm: one refund, the other 10018', async () => {
    const order = await uzumCheckout(app);
    const { transId } = await uzum.payInFull({ paymentId: order.paymentId, amountSom: order.amountSom });
    const replies = await Promise.all([1, 2].map(() => uzum.reverse(transId)));
    expect(errorCodes(replies)).toEqual(['10018', 'OK']);
    const notes = await app.db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, order.user.id));
    expect(notes.filter((n) => n.type === 'payment_refunded')).toHaveLength(1);
  });
});

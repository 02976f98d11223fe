import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, userNotifications } from '../../../db/schema';
import { createQuiz } from '../../../test/factories';
import { newGuestBuyer, setGuestPurchase } from '../../../test/guest';
import { client } from '../../../test/http';
import { type ClickSimulator, nextClickTransId } from '../../../test/simulators/click';
import type { TestApp } from '../../../test/test-app';
import { lockPayment, refundPayment } from '../payment-ledger';
import { clickCheckout, startClickApp, startPlay } from './click.test-support';

/** What paying through Click opens: play for a learner and for a guest; a refund takes it away. */
let app: TestApp;
let click: ClickSimulator;
beforeAll(async () => {
  ({ app, click } = await startClickApp());
});
afterAll(() => app?.close());

/** The payment notifications of a learner (starting play adds its own, not counted here). */
const paymentNoticesOf = async (userId: string) =>
  (await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId)))
    .map((n) => n.type)
    .filter((type) => type !== 'quiz_started')
    .sort();

describe('paying through Click', () => {
  it('play opens only after Complete, for every quiz of the cart, with one purchase notification', async () => {
    const { user, quizzes, paymentId, amountSom } = await clickCheckout(app, [25_000, 40_000]);
    const refused = await startPlay(user.client, quizzes[0]!.id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'PURCHASE_REQUIRED']);
    const clickTransId = nextClickTransId();
    const prepared = await click.prepare({ paymentId, amountSom, clickTransId });
    // prepared is not paid
    expect((await startPlay(user.client, quizzes[0]!.id)).statusCode).toBe(403);
    await click.complete({
      paymentId,
      amountSom,
      clickTransId,
      merchantPrepareId: String(prepared.merchant_prepare_id),
    });
    for (const quiz of quizzes) expect((await startPlay(user.client, quiz.id)).statusCode).toBe(200);
    expect((await user.client.get(`/api/payments/${paymentId}`)).json().payment).toMatchObject({
      status: 'COMPLETED',
      provider: 'click',
      amount: 65_000,
    });
    expect(await paymentNoticesOf(user.id)).toEqual(['purchase_made']);
    expect((await user.client.get('/api/cart')).json().count).toBe(0);
  });

  it('a guest checkout is paid through Click the same way, and the guest plays', async () => {
    await setGuestPurchase(app.db, true);
    const quiz = await createQuiz(app.db, { price: 19_000 });
    const guest = client(app.server);
    const checkout = await guest.post('/api/guest-checkout', {
      quizId: quiz.id,
      method: 'CLICK',
      ...newGuestBuyer(),
    });
    expect(checkout.statusCode).toBe(200);
    const { paymentId, redirectUrl } = checkout.json() as { paymentId: string; redirectUrl: string };
    expect(new URL(redirectUrl).searchParams.get('transaction_param')).toBe(paymentId);
    expect(new URL(redirectUrl).searchParams.get('amount')).toBe('19000.00');
    await click.payInFull({ paymentId, amountSom: 19_000 });
    const status = (await guest.get(`/api/guest-checkout/payments/${paymentId}`)).json();
    expect(status.payment.status).toBe('COMPLETED');
    expect(status.access).not.toBeNull();
    expect((await startPlay(guest, quiz.id)).statusCode).toBe(200);
  });

  /*
   * Click's SHOP API has no refund callback: a refund is made in Click's merchant cabinet (or with
   * Click's reversal API) and reaches us as the ledger's refundPayment. This proves that a payment
   * paid through Click is revoked by it, and that Click cannot take the refunded order again.
   */
  it('a refund of a Click payment takes play away, tells the learner, and Click cannot pay it again', async () => {
    const { user, quizzes, paymentId, amountSom } = await clickCheckout(app);
    await click.payInFull({ paymentId, amountSom });
    expect((await startPlay(user.client, quizzes[0]!.id)).statusCode).toBe(200);
    await app.db.transaction(async (tx) =>
      refundPayment(tx, (await lockPayment(tx, paymentId))!, 'click', 'click reversal'),
    );
    const refused = await startPlay(user.client, quizzes[0]!.id);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'PURCHASE_REQUIRED']);
    expect(await paymentNoticesOf(user.id)).toEqual(['payment_refunded', 'purchase_made']);
    const again = await click.prepare({ paymentId, amountSom, clickTransId: nextClickTransId() });
    expect(again.error).toBe(-9);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row?.status).toBe('REFUNDED');
  });

  it('a learner who got the quizzes meanwhile is not charged: Prepare -4, Complete releases with -4', async () => {
    const first = await clickCheckout(app);
    const prepared = await click.prepare({ ...first, clickTransId: nextClickTransId() });
    expect(prepared.error).toBe(0);
    // the same quiz bought through another (demo) payment before Click completes
    const other = await first.user.client.post('/api/checkout', { method: 'UZUM' });
    const otherId = other.json().paymentId as string;
    expect(
      (await first.user.client.post(`/api/payments/demo/${otherId}/confirm`, { outcome: 'success' }))
        .statusCode,
    ).toBe(200);
    const clickTransId = String(prepared.click_trans_id);
    const merchantPrepareId = String(prepared.merchant_prepare_id);
    expect((await click.complete({ ...first, clickTransId, merchantPrepareId })).error).toBe(-4);
    expect((await click.prepare({ ...first, clickTransId: nextClickTransId() })).error).toBe(-4);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, first.paymentId));
    expect(row?.status).toBe('FAILED');
  });
});

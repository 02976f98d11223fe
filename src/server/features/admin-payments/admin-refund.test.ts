import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import type { AdminPaymentDetail } from '../../../shared/schemas/admin-payments';
import { auditLog, paymentTransactions, userNotifications } from '../../db/schema';
import { createQuiz } from '../../test/factories';
import type { Client } from '../../test/http';
import type { ClickSimulator } from '../../test/simulators/click';
import type { TestApp } from '../../test/test-app';
import { signedInNewAdmin } from '../admin-results/admin-results.test-support';
import { clickCheckout, startClickApp, startPlay } from '../payments/click/click.test-support';
import { insertPayment, insertTransaction } from './admin-payments.test-support';

/** The admin records a refund made in Click's cabinet: Click's SHOP API never tells us of it. */
let app: TestApp;
let click: ClickSimulator;
let admin: Client;
let adminId: string;
beforeAll(async () => {
  ({ app, click } = await startClickApp());
  ({ client: admin, id: adminId } = await signedInNewAdmin(app));
});
afterAll(() => app?.close());

const refund = (paymentId: string, reason = "Click kabinetida qaytarildi: o'quvchi so'radi") =>
  admin.post(`/api/admin/payments/${paymentId}/refund`, { reason });

const noticesOf = async (userId: string) =>
  (await app.db.select().from(userNotifications).where(eq(userNotifications.userId, userId)))
    .map((n) => n.type)
    .filter((type) => type !== 'quiz_started')
    .sort();

const auditOf = (paymentId: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, paymentId), eq(auditLog.action, 'payment.refund')));

describe('POST /api/admin/payments/:paymentId/refund', () => {
  it('a Click payment refunded by the admin: play refused, the learner told, the books and audit kept', async () => {
    const { user, quizzes, paymentId, amountSom } = await clickCheckout(app, [25_000, 15_000]);
    const { clickTransId } = await click.payInFull({ paymentId, amountSom });
    for (const quiz of quizzes) expect((await startPlay(user.client, quiz.id)).statusCode).toBe(200);

    const res = await refund(paymentId);
    expect(res.statusCode).toBe(200);
    const detail = res.json() as AdminPaymentDetail;
    expect(detail.payment).toMatchObject({ id: paymentId, status: 'REFUNDED', provider: 'click' });
    expect(detail.payment.refundedAt).not.toBeNull();
    expect(detail.transactions).toHaveLength(1);
    expect(detail.transactions[0]).toMatchObject({ externalId: clickTransId, status: 'REFUNDED' });
    expect(detail.transactions[0]!.cancelledAt).not.toBeNull();

    for (const quiz of quizzes) {
      const refused = await startPlay(user.client, quiz.id);
      expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'PURCHASE_REQUIRED']);
    }
    expect(await noticesOf(user.id)).toEqual(['payment_refunded', 'purchase_made']);
    expect((await app.lastEmailTo(user.email))?.subject).toBe(uz.notifications.refundTitle);
    const [audit] = await auditOf(paymentId);
    expect(audit).toMatchObject({ actorId: adminId, entityType: 'payment' });
    expect(audit!.changes).toMatchObject({
      status: { from: 'COMPLETED', to: 'REFUNDED' },
      reason: "Click kabinetida qaytarildi: o'quvchi so'radi",
      provider: 'click',
      amount: 40_000,
      providerTransactionId: clickTransId,
    });
    const [transaction] = await app.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.paymentId, paymentId));
    // Click's own state stays what Click last said; who recorded the refund is kept beside it
    expect(transaction!.state).toBe(detail.transactions[0]!.state);
    expect(transaction!.data).toMatchObject({ adminRefund: { adminId, reason: expect.any(String) } });
  });

  it('a second refund of the same payment is refused with 409 and changes nothing', async () => {
    const { user, paymentId, amountSom } = await clickCheckout(app);
    await click.payInFull({ paymentId, amountSom });
    expect((await refund(paymentId)).statusCode).toBe(200);
    const again = await refund(paymentId);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);
    expect(again.json().error.message).toBe(uz.errors.PAYMENT_NOT_REFUNDABLE);
    expect(await noticesOf(user.id)).toEqual(['payment_refunded', 'purchase_made']);
    expect(await auditOf(paymentId)).toHaveLength(1);
  });

  it('a PENDING payment is not refundable: 409, still PENDING, no audit row', async () => {
    const { paymentId } = await clickCheckout(app);
    const res = await refund(paymentId);
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'PAYMENT_NOT_REFUNDABLE']);
    const detail = (await admin.get(`/api/admin/payments/${paymentId}`)).json() as AdminPaymentDetail;
    expect(detail.payment.status).toBe('PENDING');
    expect(await auditOf(paymentId)).toHaveLength(0);
  });

  it("a Payme payment refunded by hand is recorded too; Payme's state 2 is kept", async () => {
    const quiz = await createQuiz(app.db, { price: 30_000 });
    const payment = await insertPayment(app.db, {
      status: 'COMPLETED',
      amount: 30_000,
      items: [{ quizId: quiz.id, price: 30_000 }],
      guestEmail: 'mehmon@example.uz',
      providerTransactionId: 'payme-by-hand',
    });
    const common = { paymentId: payment.id, amountTiyin: 3_000_000 };
    await insertTransaction(app.db, { ...common, externalId: 'payme-old', status: 'CANCELLED', state: '-1' });
    await insertTransaction(app.db, {
      ...common,
      externalId: 'payme-by-hand',
      status: 'PERFORMED',
      state: '2',
    });
    const res = await refund(payment.id, 'Payme kabinetida qaytarildi');
    expect(res.statusCode).toBe(200);
    const byId = new Map((res.json() as AdminPaymentDetail).transactions.map((t) => [t.externalId, t]));
    expect(byId.get('payme-by-hand')).toMatchObject({ status: 'REFUNDED', state: '2' });
    expect(byId.get('payme-old')).toMatchObject({ status: 'CANCELLED', cancelledAt: null });
    expect((await app.lastEmailTo('mehmon@example.uz'))?.subject).toBe(uz.notifications.refundTitle);
  });

  it('refuses an empty reason (400) and an unknown payment (404)', async () => {
    const { paymentId, amountSom } = await clickCheckout(app);
    await click.payInFull({ paymentId, amountSom });
    const empty = await refund(paymentId, '   ');
    expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const unknown = await refund('3f1c1b8e-0d2a-4c5e-9b7a-1e2d3c4b5a69');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
    expect((await admin.get(`/api/admin/payments/${paymentId}`)).json().payment.status).toBe('COMPLETED');
  });
});

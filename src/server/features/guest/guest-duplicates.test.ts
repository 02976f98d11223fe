import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestTexts } from '../../../shared/i18n/guest';
import { errorMessage } from '../../../shared/i18n/uz';
import { payments } from '../../db/schema';
import { createQuiz } from '../../test/factories';
import { type GuestBuyer, newGuestBuyer, setGuestPurchase } from '../../test/guest';
import { client } from '../../test/http';
import { newPaymeTransactionId, type PaymeSimulator } from '../../test/simulators/payme';
import type { TestApp } from '../../test/test-app';
import { hashGuestToken, newGuestToken } from '../identity/guest-credentials';
import { paymeTestApp } from '../payments/payme/payme.test-support';

/*
 * One email, one quiz, one payment while its access is open. Run on PostgreSQL too
 * (node scripts/with-postgres.mjs npx vitest run --project api <this file>), where the parallel
 * checkouts really run side by side.
 */
let app: TestApp;
let payme: PaymeSimulator;
beforeAll(async () => {
  ({ app, payme } = await paymeTestApp());
  await setGuestPurchase(app.db, true);
});
afterAll(() => app?.close());

const PRICE = 30_000;
const checkout = (quizId: string, buyer: GuestBuyer, browser = client(app.server)) =>
  browser.post('/api/guest-checkout', { quizId, method: 'PAYME', ...buyer });

async function paidCheckout(quizId: string, buyer: GuestBuyer) {
  const res = await checkout(quizId, buyer);
  expect(res.statusCode).toBe(200);
  const { paymentId } = res.json();
  await payme.payInFull({ paymentId, amountSom: PRICE });
  return paymentId as string;
}

const paymentsOf = (email: string) =>
  app.db.select().from(payments).where(sql`lower(${payments.guestEmail}) = lower(${email})`);

describe('the same email buying the same quiz again as a guest', () => {
  it('while its access is open: no second payment, the access is recalled by email (409)', async () => {
    const quiz = await createQuiz(app.db, { price: PRICE, title: 'Tarix: takrorlash' });
    const buyer = newGuestBuyer();
    await paidCheckout(quiz.id, buyer);

    const again = await checkout(quiz.id, { ...buyer, email: buyer.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'GUEST_ACCESS_EMAILED', message: errorMessage('GUEST_ACCESS_EMAILED') },
    });
    expect(again.cookies).toEqual([]);
    expect(await paymentsOf(buyer.email)).toHaveLength(1);
    const reminder = await app.lastEmailTo(buyer.email);
    expect(reminder?.subject).toBe(guestTexts.reminder.subject);
    expect(reminder?.text).toContain('"Tarix: takrorlash"');
    expect(reminder?.text).toContain(`/play/${quiz.id}`);
  });

  it('an earlier unpaid checkout is cancelled: only the newest one can be paid', async () => {
    const quiz = await createQuiz(app.db, { price: PRICE });
    const buyer = newGuestBuyer();
    const first = (await checkout(quiz.id, buyer)).json().paymentId;
    const second = (await checkout(quiz.id, buyer)).json().paymentId;
    expect(second).not.toBe(first);

    const [cancelled] = await app.db.select().from(payments).where(eq(payments.id, first));
    expect(cancelled!.status).toBe('CANCELLED');
    const refused = await payme.checkPerformTransaction(first, PRICE * 100);
    expect(refused.error).toMatchObject({ code: -31054 });
    await payme.payInFull({ paymentId: second, amountSom: PRICE });
  });

  it('while a provider is taking money for the earlier one, a new checkout waits for it (409)', async () => {
    const quiz = await createQuiz(app.db, { price: PRICE });
    const buyer = newGuestBuyer();
    const first = (await checkout(quiz.id, buyer)).json().paymentId;
    const id = newPaymeTransactionId();
    const created = await payme.createTransaction({ id, orderId: first, amountTiyin: PRICE * 100 });
    expect(created.error).toBeUndefined();

    const busy = await checkout(quiz.id, buyer);
    expect([busy.statusCode, busy.json().error.code]).toEqual([409, 'GUEST_PAYMENT_IN_PROGRESS']);
    expect(await paymentsOf(buyer.email)).toHaveLength(1);
    expect((await payme.performTransaction(id)).error).toBeUndefined();
    const afterPaid = await checkout(quiz.id, buyer);
    expect(afterPaid.json().error.code).toBe('GUEST_ACCESS_EMAILED');
  });

  it("a provider's check refuses a guest payment once that email's access is open through another", async () => {
    const quiz = await createQuiz(app.db, { price: PRICE });
    const buyer = newGuestBuyer();
    // a second open payment of the same email and quiz, as one opened before this check existed
    const [older] = await app.db
      .insert(payments)
      .values({
        provider: 'payme',
        method: 'PAYME',
        amount: PRICE,
        items: [{ quizId: quiz.id, price: PRICE }],
        guestEmail: buyer.email,
        guestName: buyer.fullName,
        guestTokenHash: hashGuestToken(newGuestToken()),
      })
      .returning();
    // the checkout cancels it; a provider's callback for it could still be under way
    await paidCheckout(quiz.id, buyer);
    await app.db.update(payments).set({ status: 'PENDING' }).where(eq(payments.id, older!.id));

    const check = await payme.checkPerformTransaction(older!.id, PRICE * 100);
    expect(check.error).toMatchObject({ code: -31053 });
    const create = await payme.createTransaction({ orderId: older!.id, amountTiyin: PRICE * 100 });
    expect(create.error).toMatchObject({ code: -31053 });
  });

  it('parallel checkouts from several browsers leave exactly one payable payment', async () => {
    for (let round = 0; round < 3; round++) {
      const quiz = await createQuiz(app.db, { price: PRICE });
      const buyer = newGuestBuyer();
      const started = await Promise.all(Array.from({ length: 4 }, () => checkout(quiz.id, buyer)));
      const ids = started.filter((res) => res.statusCode === 200).map((res) => res.json().paymentId);
      expect(ids).toHaveLength(4);

      const paid = await Promise.allSettled(
        ids.map((paymentId) => payme.payInFull({ paymentId, amountSom: PRICE })),
      );
      expect(paid.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const completed = await app.db
        .select()
        .from(payments)
        .where(
          and(sql`lower(${payments.guestEmail}) = lower(${buyer.email})`, eq(payments.status, 'COMPLETED')),
        );
      expect(completed).toHaveLength(1);
    }
  });
});

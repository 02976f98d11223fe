import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestTexts } from '../../../shared/i18n/guest';
import { uz } from '../../../shared/i18n/uz';
import { emailOutbox, guestAccess, purchases } from '../../db/schema';
import { createQuiz } from '../../test/factories';
import { setGuestPurchase } from '../../test/guest';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newPhone, signInByPhone, smsSentTo } from '../auth/phone.test-support';
import { lastSmsTo } from '../sms/sms.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await setGuestPurchase(app.db, true);
});
afterAll(() => app?.close());

const typed = (phone: string) =>
  `${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`;

/** A guest checkout by phone alone, paid through the demo provider; returns the browser and payment. */
async function buyByPhone(quizId: string, phone: string) {
  const browser = client(app.server);
  const checkout = await browser.post('/api/guest-checkout', {
    quizId,
    fullName: 'Telefon Mehmon',
    phone: typed(phone),
  });
  expect(checkout.statusCode).toBe(200);
  const { paymentId } = checkout.json();
  const confirm = await browser.post(`/api/guest-checkout/payments/${paymentId}/demo-confirm`, {
    outcome: 'success',
  });
  expect(confirm.statusCode).toBe(200);
  return { browser, paymentId: paymentId as string };
}

describe('guest checkout by phone number', () => {
  it('a buyer without an email gets the access link by SMS, and it opens the quiz in another browser', async () => {
    const quiz = await createQuiz(app.db, { price: 25_000 });
    const phone = newPhone();
    const { browser, paymentId } = await buyByPhone(quiz.id, phone);

    const payment = await browser.get(`/api/guest-checkout/payments/${paymentId}`);
    expect(payment.json().payment).toMatchObject({ email: '', phone });
    const sms = await lastSmsTo(app.db, phone);
    expect(sms?.template).toBe('GUEST_ACCESS_LINK');
    expect(sms?.params.quizTitle).toBe(quiz.title);
    const token = String(sms?.params.url).match(/\/guest-access#([A-Za-z0-9_-]+)$/)?.[1];
    expect(token).toBeTruthy();
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, ''))).toHaveLength(0);

    const other = client(app.server);
    const redeemed = await other.post('/api/guest-access/redeem', { token });
    expect(redeemed.statusCode).toBe(200);
    expect((await other.get(`/api/guest-access/${quiz.id}`)).json().state).toBe('active');
  });

  it("neither an email nor a number: the message on the email field, in the buyer's language", async () => {
    const quiz = await createQuiz(app.db, { price: 25_000 });
    const res = await client(app.server).post('/api/guest-checkout', {
      quizId: quiz.id,
      fullName: 'Ismsiz Mehmon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: guestTexts.validation.contactRequired });
    const bad = await client(app.server).post('/api/guest-checkout', {
      quizId: quiz.id,
      fullName: 'Ismsiz Mehmon',
      phone: '12 345',
    });
    expect(bad.json().error.fields).toEqual({ phone: uz.validation.phoneInvalid });
    const russian = await client(app.server).post(
      '/api/guest-checkout',
      { quizId: quiz.id, fullName: 'Ismsiz Mehmon' },
      { 'accept-language': 'ru' },
    );
    expect(russian.json().error.fields).toEqual({
      email: 'Укажите почту или номер телефона: на них мы отправим ссылку для входа',
    });
  });

  it('the same number again while the access is open: no second payment, a reminder by SMS', async () => {
    const quiz = await createQuiz(app.db, { price: 25_000 });
    const phone = newPhone();
    await buyByPhone(quiz.id, phone);
    const again = await client(app.server).post('/api/guest-checkout', {
      quizId: quiz.id,
      fullName: 'Telefon Mehmon',
      phone,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'GUEST_ACCESS_TEXTED',
      message: uz.errors.GUEST_ACCESS_TEXTED,
    });
    const sent = await smsSentTo(app.db, phone);
    expect(sent).toHaveLength(2);
    expect(String(sent[1]?.params.url)).toMatch(new RegExp(`/play/${quiz.id}$`));
  });

  it('where no SMS can be sent, a buyer without an email is asked for one', async () => {
    const off = await createTestApp({ config: { sms: { eskiz: null, phoneSignIn: false } } });
    try {
      await setGuestPurchase(off.db, true);
      const quiz = await createQuiz(off.db, { price: 25_000 });
      const res = await client(off.server).post('/api/guest-checkout', {
        quizId: quiz.id,
        fullName: 'Telefon Mehmon',
        phone: newPhone(),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'GUEST_SMS_UNAVAILABLE',
        message: uz.errors.GUEST_SMS_UNAVAILABLE,
      });
    } finally {
      await off.close();
    }
  });

  it('signing in by that number moves the purchase into the account', async () => {
    const quiz = await createQuiz(app.db, { price: 25_000 });
    const phone = newPhone();
    const { paymentId } = await buyByPhone(quiz.id, phone);
    const { browser, user } = await signInByPhone(app, phone);

    const [purchase] = await app.db.select().from(purchases).where(eq(purchases.paymentId, paymentId));
    expect(purchase?.userId).toBe(user.id);
    const [access] = await app.db.select().from(guestAccess).where(eq(guestAccess.purchaseId, purchase!.id));
    expect(access?.mergedUserId).toBe(user.id);
    const owned = (await browser.get('/api/me/quizzes'))
      .json()
      .quizzes.map((q: { quiz: { id: string } }) => q.quiz.id);
    expect(owned).toContain(quiz.id);
  });
});

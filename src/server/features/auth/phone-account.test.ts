import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { authSessions, emailOutbox, users } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lastCodeSentTo, lastSmsTo } from '../sms/sms.test-support';
import { newPhone, phoneBrowser, sendCode, signInByPhone, verifyCode } from './phone.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function storedUser(id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** An email learner's browser from an address of its own (per-address SMS limits). */
async function emailLearner() {
  const learner = await signedInUser(app);
  const browser = phoneBrowser(app);
  browser.cookies.clear();
  for (const [name, value] of learner.client.cookies) browser.cookies.set(name, value);
  return { ...learner, browser };
}

async function confirmationPath(email: string) {
  const mail = await app.lastEmailTo(email);
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  return `${url.pathname}${url.search}`;
}

describe('adding a phone number to an email account', () => {
  it('a code to the new number, confirmed with the session; then either way signs in to the account', async () => {
    const learner = await emailLearner();
    const phone = newPhone();
    expect((await sendCode(learner.browser, phone)).statusCode).toBe(200);
    expect((await lastSmsTo(app.db, phone))?.template).toBe('PHONE_CONFIRM_CODE');
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    const res = await verifyCode(learner.browser, phone, code, { updatePhoneNumber: true });
    expect(res.statusCode).toBe(200);
    expect((await storedUser(learner.id)).phoneNumber).toBe(phone);

    const account = await learner.browser.get('/api/me/account');
    expect(account.json()).toEqual({
      email: learner.email,
      emailVerified: true,
      phoneNumber: phone,
      hasPassword: true,
      language: 'uz-Latn',
    });
    const byPhone = await signInByPhone(app, phone);
    expect(byPhone.user.id).toBe(learner.id);
    expect(byPhone.user.email).toBe(learner.email);
  });

  it('a number of another account: PHONE_TAKEN, said only to whoever has its code', async () => {
    const owner = await signInByPhone(app);
    const learner = await emailLearner();
    const guessed = await verifyCode(learner.browser, owner.phoneNumber, '123456', {
      updatePhoneNumber: true,
    });
    expect(guessed.json().error.code).toBe('SMS_CODE_INVALID');

    await sendCode(learner.browser, owner.phoneNumber);
    const code = (await lastCodeSentTo(app.db, owner.phoneNumber)) as string;
    const res = await verifyCode(learner.browser, owner.phoneNumber, code, { updatePhoneNumber: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'PHONE_TAKEN', message: uz.errors.PHONE_TAKEN });
    expect((await storedUser(learner.id)).phoneNumber).toBeNull();
    expect((await storedUser(owner.user.id)).phoneNumber).toBe(owner.phoneNumber);
  });

  it('without a session the code is not spent: 401, then the code still signs in', async () => {
    const phone = newPhone();
    const browser = phoneBrowser(app);
    await sendCode(browser, phone);
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    const res = await verifyCode(browser, phone, code, { updatePhoneNumber: true });
    expect(res.statusCode).toBe(401);
    expect((await verifyCode(browser, phone, code)).statusCode).toBe(200);
  });
});

describe('a phone account', () => {
  it('never mails its placeholder address', async () => {
    const { user } = await signInByPhone(app);
    const placeholder = (await storedUser(user.id)).email;
    await client(app.server).post('/api/auth/email-otp/request-password-reset', { email: placeholder });
    await client(app.server).post('/api/auth/send-verification-email', { email: placeholder });
    expect(await app.db.select().from(emailOutbox).where(eq(emailOutbox.to, placeholder))).toHaveLength(0);
  });

  it('adds an email by a confirmation link; the profile then shows both', async () => {
    const { browser, user, phoneNumber } = await signInByPhone(app);
    const email = `tel${Date.now()}@example.uz`;
    const res = await browser.post('/api/auth/change-email', { newEmail: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect((await browser.get('/api/me/account')).json()).toEqual({
      email: null,
      emailVerified: false,
      phoneNumber,
      hasPassword: false,
      language: 'uz-Latn',
    });

    const opened = await browser.get(await confirmationPath(email));
    expect(opened.statusCode).toBeLessThan(400);
    expect((await storedUser(user.id)).email).toBe(email);
    expect((await browser.get('/api/me/account')).json()).toEqual({
      email,
      emailVerified: true,
      phoneNumber,
      hasPassword: false,
      language: 'uz-Latn',
    });
  });

  it('an email account cannot change its address through change-email', async () => {
    const learner = await emailLearner();
    const res = await learner.browser.post('/api/auth/change-email', { newEmail: 'boshqa@example.uz' });
    expect(res.statusCode).toBe(403);
    expect((await storedUser(learner.id)).email).toBe(learner.email);
  });
});

describe('password by SMS code', () => {
  const requestReset = (browser: ReturnType<typeof phoneBrowser>, phoneNumber: string) =>
    browser.post('/api/auth/phone-number/request-password-reset', { phoneNumber });
  const reset = (
    browser: ReturnType<typeof phoneBrowser>,
    phoneNumber: string,
    otp: string,
    newPassword: string,
  ) => browser.post('/api/auth/phone-number/reset-password', { phoneNumber, otp, newPassword });

  it('the shared password rule holds on the reset route, and a refused try does not spend the code', async () => {
    const { phoneNumber } = await signInByPhone(app);
    const browser = phoneBrowser(app);
    await requestReset(browser, phoneNumber);
    const code = (await lastCodeSentTo(app.db, phoneNumber)) as string;
    const short = await reset(browser, phoneNumber, code, 'qisqa');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: uz.validation.passwordMin8,
      fields: { newPassword: uz.validation.passwordMin8 },
    });
    const long = await reset(browser, phoneNumber, code, 'x'.repeat(129));
    expect(long.json().error.fields).toEqual({ newPassword: uz.validation.passwordMax128 });
    expect((await reset(browser, phoneNumber, code, 'yangiparol1')).statusCode).toBe(200);
  });

  it('a phone account sets a password by SMS: signs in by number and password; its old sessions end', async () => {
    const first = await signInByPhone(app);
    const browser = phoneBrowser(app);
    const noPassword = await browser.post('/api/auth/sign-in/phone-number', {
      phoneNumber: first.phoneNumber,
      password: 'yangiparol1',
    });
    expect(noPassword.statusCode).toBe(401);
    expect(noPassword.json().error).toEqual({
      code: 'INVALID_PHONE_NUMBER_OR_PASSWORD',
      message: uz.errors.INVALID_PHONE_NUMBER_OR_PASSWORD,
    });

    await requestReset(browser, first.phoneNumber);
    const code = (await lastCodeSentTo(app.db, first.phoneNumber)) as string;
    expect((await reset(browser, first.phoneNumber, code, 'yangiparol1')).statusCode).toBe(200);
    expect((await first.browser.get('/api/auth/get-session')).json()).toBeNull();

    const signIn = await browser.post('/api/auth/sign-in/phone-number', {
      phoneNumber: first.phoneNumber.replace('+998', ''),
      password: 'yangiparol1',
    });
    expect(signIn.statusCode).toBe(200);
    const [session] = await app.db.select().from(authSessions).where(eq(authSessions.userId, first.user.id));
    expect(session?.signInMethod).toBe('phone_password');
    expect((await browser.get('/api/me/account')).json().hasPassword).toBe(true);
  });

  it('password sign-in by number is limited per number like sign-in by email', async () => {
    const phoneNumber = newPhone();
    const tries = [];
    for (let i = 0; i < 6; i++) {
      tries.push(
        await phoneBrowser(app).post('/api/auth/sign-in/phone-number', {
          phoneNumber,
          password: 'notright1',
        }),
      );
    }
    expect(tries.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(tries[5]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

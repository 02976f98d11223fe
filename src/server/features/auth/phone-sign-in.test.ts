import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { authAccounts, authSessions, authVerifications, phoneCodes, users } from '../../db/schema';
import { setClockOffset } from '../../lib/clock';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { lastCodeSentTo, lastSmsTo } from '../sms/sms.test-support';
import { newPhone, phoneBrowser, sendCode, signInByPhone, verifyCode } from './phone.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
afterEach(() => setClockOffset(0));

const MINUTE = 60_000;
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('sign-up and sign-in by phone number and SMS code', () => {
  it('a new number typed as people do gets a code and becomes an account without password or email', async () => {
    const browser = phoneBrowser(app);
    const sent = await sendCode(browser, '90 123 45 67');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: true });
    const sms = await lastSmsTo(app.db, '+998901234567');
    expect(sms?.template).toBe('SIGN_IN_CODE');
    const code = sms?.params.code as string;
    expect(code).toMatch(/^\d{6}$/);

    const res = await verifyCode(browser, '+998 90 123-45-67', code);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({ phoneNumber: '+998901234567', phoneNumberVerified: true, email: null });
    expect(user.name).toBe('+998 90 123 45 67');
    expect(JSON.stringify(res.json())).not.toContain('.invalid');

    const session = await browser.get('/api/auth/get-session');
    expect(session.json().user).toMatchObject({ id: user.id, email: null, phoneNumber: '+998901234567' });
    expect(await app.db.select().from(authAccounts).where(eq(authAccounts.userId, user.id))).toHaveLength(0);
    const [stored] = await app.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(stored?.signInMethod).toBe('phone_code');
  });

  it("the code's SMS is written in the reader's language", async () => {
    const expected = {
      ru: /^Bilimdon: код входа \d{6}\. Действует 5 минут\. Никому не сообщайте\.$/,
      'uz-Cyrl': /^Bilimdon: кириш коди \d{6}\. 5 дақиқа амал қилади\. Ҳеч кимга берманг\.$/,
      'uz-Latn': /^Bilimdon: kirish kodingiz \d{6}\. Kod 5 daqiqa amal qiladi\. Uni hech kimga bermang\.$/,
    };
    for (const [language, text] of Object.entries(expected)) {
      const phone = newPhone();
      const sent = await phoneBrowser(app).post(
        '/api/auth/phone-number/send-otp',
        { phoneNumber: phone },
        { cookie: `lang=${language}` },
      );
      expect(sent.statusCode).toBe(200);
      const sms = await lastSmsTo(app.db, phone);
      expect(sms).toMatchObject({ template: 'SIGN_IN_CODE', language });
      expect(sms?.text).toMatch(text);
    }
  });

  it("a phone account's placeholder address cannot be taken by an email sign-up first", async () => {
    const phone = newPhone();
    const placeholder = `${phone.slice(1)}@phone.bilimdon.invalid`;
    const signUp = await client(app.server).post('/api/auth/sign-up/email', {
      email: placeholder,
      password: 'parol-12345',
      confirmPassword: 'parol-12345',
      name: 'Ali Valiyev',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: uz.validation.emailInvalid },
    });
    const { user } = await signInByPhone(app, phone);
    expect(user.email).toBeNull();
  });

  it('the code is stored only as a hash: no table holds the plain code', async () => {
    const phone = newPhone();
    await sendCode(phoneBrowser(app), phone);
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    const [row] = await app.db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
    expect(row?.codeHash).toBeTruthy();
    expect(row?.codeHash).not.toContain(code);
    const verifications = await app.db.select().from(authVerifications);
    expect(JSON.stringify(verifications)).not.toContain(code);
  });

  it('signing in again by a new code opens the same account', async () => {
    const first = await signInByPhone(app);
    const again = await signInByPhone(app, first.phoneNumber);
    expect(again.user.id).toBe(first.user.id);
    expect(await app.db.select().from(users).where(eq(users.phoneNumber, first.phoneNumber))).toHaveLength(1);
  });

  it('a code is spent by its sign-in: the same code twice is refused', async () => {
    const phone = newPhone();
    const browser = phoneBrowser(app);
    await sendCode(browser, phone);
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    expect((await verifyCode(browser, phone, code)).statusCode).toBe(200);
    const again = await verifyCode(phoneBrowser(app), phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({ code: 'SMS_CODE_INVALID', message: uz.errors.SMS_CODE_INVALID });
  });

  it('five wrong codes end the code, even for the right one; a new code works', async () => {
    const phone = newPhone();
    const browser = phoneBrowser(app);
    await sendCode(browser, phone);
    const code = (await lastCodeSentTo(app.db, phone)) as string;
    for (let i = 0; i < 4; i++) {
      const wrong = await verifyCode(browser, phone, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBe('SMS_CODE_INVALID');
    }
    const fifth = await verifyCode(browser, phone, wrongCodeFor(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toEqual({
      code: 'SMS_CODE_TOO_MANY_ATTEMPTS',
      message: uz.errors.SMS_CODE_TOO_MANY_ATTEMPTS,
    });
    expect(fifth.headers['retry-after']).toBe('0');
    const right = await verifyCode(browser, phone, code);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('SMS_CODE_TOO_MANY_ATTEMPTS');

    await sendCode(browser, phone);
    const fresh = (await lastCodeSentTo(app.db, phone)) as string;
    expect((await verifyCode(browser, phone, fresh)).statusCode).toBe(200);
  });

  it('a code lives 5 minutes', async () => {
    const phone = newPhone();
    const browser = phoneBrowser(app);
    await sendCode(browser, phone);
    const late = (await lastCodeSentTo(app.db, phone)) as string;
    setClockOffset(5 * MINUTE + 1000);
    const expired = await verifyCode(browser, phone, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toEqual({ code: 'SMS_CODE_EXPIRED', message: uz.errors.SMS_CODE_EXPIRED });

    await sendCode(browser, phone);
    const inTime = (await lastCodeSentTo(app.db, phone)) as string;
    setClockOffset(10 * MINUTE - 5000);
    expect((await verifyCode(browser, phone, inTime)).statusCode).toBe(200);
  });

  it('bad input gets the Uzbek message and a stable code, never a send', async () => {
    const browser = phoneBrowser(app);
    const badNumber = await sendCode(browser, '12 345');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: uz.validation.phoneInvalid,
      fields: { phoneNumber: uz.validation.phoneInvalid },
    });
    const extra = await browser.post('/api/auth/phone-number/send-otp', {
      phoneNumber: newPhone(),
      role: 'ADMIN',
    });
    expect(extra.json().error.code).toBe('FIELD_NOT_ALLOWED');
    const badCode = await verifyCode(browser, newPhone(), '12ab');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.fields).toEqual({ code: uz.validation.codeInvalid });
    const asAdmin = await verifyCode(browser, newPhone(), '123456', { role: 'ADMIN' });
    expect(asAdmin.json().error.code).toBe('FIELD_NOT_ALLOWED');
  });
});

describe('where no SMS can be sent (production without a gateway)', () => {
  it('no code is asked for: 403 PHONE_SIGN_IN_OFF, nothing queued', async () => {
    const off = await createTestApp({ config: { sms: { eskiz: null, phoneSignIn: false } } });
    try {
      const phone = newPhone();
      for (const path of ['send-otp', 'request-password-reset']) {
        const res = await client(off.server).post(`/api/auth/phone-number/${path}`, { phoneNumber: phone });
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({ code: 'PHONE_SIGN_IN_OFF', message: uz.errors.PHONE_SIGN_IN_OFF });
      }
      expect(await lastSmsTo(off.db, phone)).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('sending never tells whether a number has an account', () => {
  const answerOf = (res: Awaited<ReturnType<typeof sendCode>>) => ({
    status: res.statusCode,
    body: res.body,
    headers: Object.keys(res.headers).sort(),
  });

  it('a code request answers alike for a known and an unknown number, and both get the same SMS', async () => {
    const known = await signInByPhone(app);
    const unknown = newPhone();
    const forKnown = await sendCode(phoneBrowser(app), known.phoneNumber);
    const forUnknown = await sendCode(phoneBrowser(app), unknown);
    expect(answerOf(forKnown)).toEqual(answerOf(forUnknown));
    expect((await lastSmsTo(app.db, known.phoneNumber))?.template).toBe('SIGN_IN_CODE');
    expect((await lastSmsTo(app.db, unknown))?.template).toBe('SIGN_IN_CODE');
  });

  it('a reset request answers alike; only a number with an account is sent a code', async () => {
    const known = await signInByPhone(app);
    const unknown = newPhone();
    const reset = (phoneNumber: string) =>
      phoneBrowser(app).post('/api/auth/phone-number/request-password-reset', { phoneNumber });
    const forKnown = await reset(known.phoneNumber);
    const forUnknown = await reset(unknown);
    expect(answerOf(forKnown)).toEqual(answerOf(forUnknown));
    expect((await lastSmsTo(app.db, known.phoneNumber))?.template).toBe('PASSWORD_RESET_CODE');
    expect(await lastSmsTo(app.db, unknown)).toBeUndefined();
  });
});

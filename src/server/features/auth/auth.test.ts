import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTexts } from '../../../shared/i18n/mail';
import { uz } from '../../../shared/i18n/uz';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: `user${Math.random().toString(36).slice(2, 8)}@example.uz`,
  password: 'parol1234',
  confirmPassword: 'parol1234',
  name: 'Aziz Karimov',
  callbackURL: '/?verified=1',
  ...overrides,
});

/** Follows the confirmation link of the newest email to `email`. */
async function confirmEmail(email: string) {
  const mail = await app.lastEmailTo(email);
  expect(mail?.subject).toBe(mailTexts.verifySubject);
  const link = mail!.text.match(/https?:\/\/\S+/)![0];
  const url = new URL(link);
  return client(app.server).get(`${url.pathname}${url.search}`);
}

async function signUpAndConfirm(overrides: Record<string, unknown> = {}) {
  const body = signUpBody(overrides);
  const res = await client(app.server).post('/api/auth/sign-up/email', body);
  expect(res.statusCode).toBe(200);
  await confirmEmail(body.email);
  return body;
}

describe('sign-up', () => {
  it.each([
    ['a short full name', { name: 'A' }, 'fullName', uz.validation.fullNameRequired],
    ['a missing full name', { name: '   ' }, 'fullName', uz.validation.fullNameRequired],
    [
      'mismatched passwords',
      { confirmPassword: 'boshqa1234' },
      'confirmPassword',
      uz.validation.passwordsMismatch,
    ],
    ['a malformed email', { email: 'not-an-email' }, 'email', uz.validation.emailInvalid],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@x.uz` },
      'email',
      uz.validation.emailTooLong,
    ],
    [
      'a 7-character password',
      { password: 'abc1234', confirmPassword: 'abc1234' },
      'password',
      uz.validation.passwordMin8,
    ],
    [
      'a 129-character password',
      { password: 'a'.repeat(129), confirmPassword: 'a'.repeat(129) },
      'password',
      uz.validation.passwordMax128,
    ],
  ])('refuses %s with the Uzbek message and creates nothing', async (_case, overrides, field, message) => {
    const body = signUpBody(overrides);
    const res = await client(app.server).post('/api/auth/sign-up/email', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } },
    });
    const rows = await app.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email).toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('creates an unconfirmed USER without a session, trims and sanitises input, and sends a Uzbek confirmation email', async () => {
    const res = await client(app.server).post(
      '/api/auth/sign-up/email',
      signUpBody({
        email: '  Yangi.Foydalanuvchi@Example.UZ ',
        name: ' <script>alert(1)</script>Nodira Ahmedova ',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
    const [user] = await app.db.select().from(users).where(eq(users.email, 'yangi.foydalanuvchi@example.uz'));
    expect(user).toMatchObject({ name: 'Nodira Ahmedova', role: 'USER', emailVerified: false });
    const mail = await app.lastEmailTo('yangi.foydalanuvchi@example.uz');
    expect(mail?.subject).toBe(mailTexts.verifySubject);
    expect(mail?.text).toContain(mailTexts.verifyGreeting('Nodira Ahmedova'));
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it('cannot choose its own role', async () => {
    const res = await client(app.server).post('/api/auth/sign-up/email', signUpBody({ role: 'ADMIN' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'FIELD_NOT_ALLOWED', message: uz.errors.FIELD_NOT_ALLOWED });
  });

  it('a second sign-up with a taken email reveals nothing and creates no second account', async () => {
    const body = await signUpAndConfirm();
    const res = await client(app.server).post(
      '/api/auth/sign-up/email',
      signUpBody({ email: body.email, name: 'Boshqa Odam' }),
    );
    expect(res.statusCode).toBe(200);
    const rows = await app.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe(body.name);
  });

  it('refuses requests from another site', async () => {
    const evil = client(app.server, 'https://evil.example');
    expect((await evil.post('/api/auth/sign-up/email', signUpBody())).statusCode).toBe(403);
    const signIn = await evil.post('/api/auth/sign-in/email', {
      email: 'learner@demo.uz',
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('confirmation and sign-in', () => {
  it('needs the emailed confirmation before the first sign-in', async () => {
    const body = signUpBody();
    const browser = client(app.server);
    await browser.post('/api/auth/sign-up/email', body);

    const early = await browser.post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: uz.errors.EMAIL_NOT_VERIFIED });

    const confirm = await confirmEmail(body.email);
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/?verified=1');

    const signIn = await browser.post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    });
    expect(signIn.statusCode).toBe(200);
    const session = await browser.get('/api/auth/get-session');
    expect(session.json().user).toMatchObject({ email: body.email, name: body.name, role: 'USER' });
  });

  it('a wrong password gets the Uzbek invalid-credentials message', async () => {
    const res = await client(app.server).post('/api/auth/sign-in/email', {
      email: 'learner@demo.uz',
      password: 'notmypassword',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: uz.errors.INVALID_EMAIL_OR_PASSWORD,
    });
  });

  it('validates sign-in input on the server', async () => {
    const res = await client(app.server).post('/api/auth/sign-in/email', { email: 'bad', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      email: uz.validation.emailInvalid,
      password: uz.validation.passwordMin8,
    });
  });

  it('refuses the sixth attempt after five failures within 15 minutes, even with the right password', async () => {
    const body = await signUpAndConfirm();
    const browser = client(app.server);
    for (let i = 0; i < 5; i++) {
      const res = await browser.post('/api/auth/sign-in/email', {
        email: body.email,
        password: 'wrongpass1',
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await browser.post('/api/auth/sign-in/email', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(uz.validation.tooManyAttempts);
    // the limit is per email: another account signs in as usual
    const other = await client(app.server).post('/api/auth/sign-in/email', {
      email: 'learner@demo.uz',
      password: DEMO_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
  });

  it('a successful sign-in clears earlier failures', async () => {
    const body = await signUpAndConfirm();
    const browser = client(app.server);
    for (let i = 0; i < 4; i++)
      await browser.post('/api/auth/sign-in/email', { email: body.email, password: 'wrongpass1' });
    expect(
      (await browser.post('/api/auth/sign-in/email', { email: body.email, password: body.password }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      const res = await browser.post('/api/auth/sign-in/email', {
        email: body.email,
        password: 'wrongpass1',
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('signs out and the session is gone', async () => {
    const browser = client(app.server);
    await browser.post('/api/auth/sign-in/email', { email: 'admin@demo.uz', password: DEMO_PASSWORD });
    expect((await browser.get('/api/auth/get-session')).json().user.role).toBe('ADMIN');
    expect((await browser.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await browser.get('/api/auth/get-session')).json()).toBeNull();
  });
});

describe('forgotten password', () => {
  async function requestReset(email: string) {
    const res = await client(app.server).post('/api/auth/email-otp/request-password-reset', { email });
    expect(res.statusCode).toBe(200);
    const mail = await app.lastEmailTo(email);
    expect(mail?.subject).toBe(mailTexts.resetSubject);
    const code = mail!.text.match(/(\d{6})/)![1]!;
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    return { code, link };
  }

  it('emails a code and a /reset-password link, sets the new password and ends old sessions', async () => {
    const body = await signUpAndConfirm();
    const oldDevice = client(app.server);
    await oldDevice.post('/api/auth/sign-in/email', { email: body.email, password: body.password });
    expect((await oldDevice.get('/api/auth/get-session')).json()).not.toBeNull();

    const { code, link } = await requestReset(body.email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(body.email);
    expect(link.searchParams.get('code')).toBe(code);

    const reset = await client(app.server).post('/api/auth/email-otp/reset-password', {
      email: body.email,
      otp: code,
      password: 'yangiParol99',
    });
    expect(reset.statusCode).toBe(200);
    expect((await oldDevice.get('/api/auth/get-session')).json()).toBeNull();

    const oldPassword = await client(app.server).post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await client(app.server).post('/api/auth/sign-in/email', {
      email: body.email,
      password: 'yangiParol99',
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('a wrong code is refused with the invalid-link message and changes nothing', async () => {
    const body = await signUpAndConfirm();
    const { code } = await requestReset(body.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await client(app.server).post('/api/auth/email-otp/reset-password', {
      email: body.email,
      otp: wrong,
      password: 'yangiParol99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INVALID_OTP', message: uz.reset.linkInvalidRetry });
    const signIn = await client(app.server).post('/api/auth/sign-in/email', {
      email: body.email,
      password: body.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('a new password shorter than 8 characters is refused', async () => {
    const body = await signUpAndConfirm();
    const { code } = await requestReset(body.email);
    const res = await client(app.server).post('/api/auth/email-otp/reset-password', {
      email: body.email,
      otp: code,
      password: 'qisqa1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(uz.validation.passwordMin8);
  });

  it('answers the same for an unknown email, without sending anything', async () => {
    const res = await client(app.server).post('/api/auth/email-otp/request-password-reset', {
      email: 'hech.kim@example.uz',
    });
    expect(res.statusCode).toBe(200);
    expect(await app.lastEmailTo('hech.kim@example.uz')).toBeUndefined();
  });
});

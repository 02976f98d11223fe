import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signedInDemo, signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInByPhone } from '../auth/phone.test-support';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const languageOf = async (userId: string) =>
  (await app.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]?.language;

describe("the account's language", () => {
  it('is Uzbek Latin for a new account, shown with the account, and changed by PUT /api/me/language', async () => {
    const user = await signedInUser(app);
    expect((await user.client.get('/api/me/account')).json().language).toBe('uz-Latn');
    const res = await user.client.request('PUT', '/api/me/language', { language: 'uz-Cyrl' });
    expect(res.statusCode).toBe(204);
    expect((await user.client.get('/api/me/account')).json().language).toBe('uz-Cyrl');
    expect(await languageOf(user.id)).toBe('uz-Cyrl');
    expect((await user.client.get('/api/auth/get-session')).json().user.language).toBe('uz-Cyrl');
  });

  it.each([
    ['an unknown language', { language: 'en' }],
    ['a language tag written otherwise', { language: 'uz-latn' }],
    ['no language', {}],
    ['another field alongside', { language: 'ru', role: 'ADMIN' }],
    ['a number', { language: 3 }],
  ])('refuses %s with a 400 that says why, and keeps the language', async (_case, body) => {
    const user = await signedInUser(app);
    const res = await user.client.request('PUT', '/api/me/language', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toEqual(expect.any(String));
    expect(await languageOf(user.id)).toBe('uz-Latn');
  });

  it("is not the guest's to set", async () => {
    const res = await client(app.server).request('PUT', '/api/me/language', { language: 'ru' });
    expect(res.statusCode).toBe(401);
  });

  it("cannot be set through better-auth's own update-user route", async () => {
    const user = await signedInUser(app);
    const res = await user.client.post('/api/auth/update-user', { language: 'ru' });
    expect(res.statusCode).toBe(400);
    expect(await languageOf(user.id)).toBe('uz-Latn');
  });

  it('is the language of the request that signed up by email', async () => {
    const email = `til${Date.now()}@example.uz`;
    const res = await client(app.server).post(
      '/api/auth/sign-up/email',
      { email, password: 'parol1234', confirmPassword: 'parol1234', name: 'Ivan Petrov' },
      { 'accept-language': 'ru-RU,ru;q=0.9' },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select({ language: users.language }).from(users).where(eq(users.email, email));
    expect(row?.language).toBe('ru');
  });

  it('is the language of the request that signed up by phone (the lang cookie beats the header)', async () => {
    const browser = client(app.server, undefined, '198.51.200.7');
    browser.cookies.set('lang', 'uz-Cyrl');
    const { user } = await signInByPhone(app, undefined, browser);
    expect(await languageOf(user.id)).toBe('uz-Cyrl');
  });

  it('is not the admin’s own when an admin creates the account', async () => {
    const admin = await signedInDemo(app, 'admin@demo.uz');
    const res = await admin.post(
      '/api/auth/admin/create-user',
      { email: `admin-made${Date.now()}@example.uz`, password: 'parol1234', name: 'Olim Karimov' },
      { 'accept-language': 'ru' },
    );
    expect(res.statusCode).toBe(200);
    expect(await languageOf(res.json().user.id)).toBe('uz-Latn');
  });
});

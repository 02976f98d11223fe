import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { signedInDemo, signedInUser } from '../../test/factories';
import { type Client, client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

async function storedUser(id: string) {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const v = uz.validation;
const badNames = [
  ['a 60,000-character name', 'x'.repeat(60_000), v.fullNameTooLong],
  ['a 101-character name', 'x'.repeat(101), v.fullNameTooLong],
  ['a one-letter name', 'A', v.fullNameRequired],
  ['a name that is only markup', '<b></b>  <i>x</i>', v.fullNameRequired],
  ['a name that is not text', 12345, v.fullNameRequired],
] as const;

describe('POST /api/auth/update-user', () => {
  it.each(badNames)(
    'refuses %s with the Uzbek message and keeps the old name',
    async (_case, name, message) => {
      const learner = await signedInUser(app, 'Eski Ism');
      const res = await learner.client.post('/api/auth/update-user', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'VALIDATION_FAILED', message, fields: { name: message } },
      });
      expect((await storedUser(learner.id)).name).toBe('Eski Ism');
    },
  );

  it('cleans the name the way sign-up does', async () => {
    const learner = await signedInUser(app);
    const res = await learner.client.post('/api/auth/update-user', {
      name: '  <script>alert(1)</script><b>Nodira</b> Ahmedova ',
    });
    expect(res.statusCode).toBe(200);
    expect((await storedUser(learner.id)).name).toBe('Nodira Ahmedova');
    expect((await learner.client.get('/api/auth/get-session')).json().user.name).toBe('Nodira Ahmedova');
  });

  it.each([
    ['role', { role: 'ADMIN' }],
    ['emailVerified', { emailVerified: false }],
    ['banned', { banned: false }],
    ['image', { image: `https://example.uz/${'a'.repeat(5000)}` }],
    ['email', { email: 'boshqa@example.uz' }],
    ['role next to a valid name', { name: 'Yangi Ism', role: 'ADMIN' }],
  ])('refuses a user setting %s and changes nothing', async (_field, body) => {
    const learner = await signedInUser(app, 'Eski Ism');
    const before = await storedUser(learner.id);
    const res = await learner.client.post('/api/auth/update-user', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FIELD_NOT_ALLOWED');
    expect(res.json().error.message).toBe(uz.errors.FIELD_NOT_ALLOWED);
    expect(await storedUser(learner.id)).toEqual(before);
  });
});

describe('admin routes that write a name', () => {
  const createBody = (overrides: Record<string, unknown>) => ({
    email: `yangi.${Math.random().toString(36).slice(2, 8)}@example.uz`,
    password: DEMO_PASSWORD,
    name: 'Yangi Foydalanuvchi',
    role: 'USER',
    ...overrides,
  });

  it.each(badNames)('/admin/create-user refuses %s and creates nothing', async (_case, name, message) => {
    const body = createBody({ name });
    const res = await admin.post('/api/auth/admin/create-user', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { name: message } } });
    expect(await app.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('/admin/create-user cleans the name and email, and refuses a password sign-in would refuse', async () => {
    const body = createBody({ name: ' <i>Aziz</i> Karimov ', email: ' Aziz.K@Example.UZ ' });
    const res = await admin.post('/api/auth/admin/create-user', body);
    expect(res.statusCode).toBe(200);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'aziz.k@example.uz'));
    expect(row?.name).toBe('Aziz Karimov');

    const short = await admin.post('/api/auth/admin/create-user', createBody({ password: 'abc' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: v.passwordMin8 });
  });

  it.each(badNames)('/admin/update-user refuses %s and keeps the old name', async (_case, name, message) => {
    const learner = await signedInUser(app, 'Eski Ism');
    const res = await admin.post('/api/auth/admin/update-user', { userId: learner.id, data: { name } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message, fields: { 'data.name': message } },
    });
    expect((await storedUser(learner.id)).name).toBe('Eski Ism');
  });

  it('/admin/update-user cleans the name', async () => {
    const learner = await signedInUser(app);
    const res = await admin.post('/api/auth/admin/update-user', {
      userId: learner.id,
      data: { name: '<b>Malika</b>  Tosheva ' },
    });
    expect(res.statusCode).toBe(200);
    expect((await storedUser(learner.id)).name).toBe('Malika  Tosheva');
  });

  it('an ordinary user cannot use them', async () => {
    const learner = await signedInUser(app);
    const res = await learner.client.post('/api/auth/admin/update-user', {
      userId: learner.id,
      data: { role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(403);
    expect((await storedUser(learner.id)).role).toBe('USER');
  });
});

describe('other routes that would write user fields', () => {
  it.each([
    ['/change-email', { newEmail: 'yangi@example.uz' }],
    ['/email-otp/request-email-change', { newEmail: 'yangi@example.uz' }],
    ['/email-otp/change-email', { newEmail: 'yangi@example.uz', otp: '123456' }],
  ])('%s changes no email of an email account', async (path, body) => {
    const learner = await signedInUser(app);
    const res = await learner.client.post(`/api/auth${path}`, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect((await storedUser(learner.id)).email).toBe(learner.email);
  });

  it('sign-up refuses an image (the product has none)', async () => {
    const res = await client(app.server).post('/api/auth/sign-up/email', {
      email: 'rasm@example.uz',
      password: 'parol1234',
      confirmPassword: 'parol1234',
      name: 'Rasm Egasi',
      image: 'x'.repeat(5000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('FIELD_NOT_ALLOWED');
    expect(await app.db.select().from(users).where(eq(users.email, 'rasm@example.uz'))).toHaveLength(0);
  });
});

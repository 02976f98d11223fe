import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const v = uz.validation;
const TOO_SHORT = 'qisqa12';
const TOO_LONG = 'a'.repeat(129);

/** The one refusal of a password against the rule: as sign-up's, naming the field. */
function expectRefused(res: { statusCode: number; json: () => unknown }, field: string, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
}

async function canSignIn(email: string, password: string) {
  const res = await client(app.server).post('/api/auth/sign-in/email', { email, password });
  return res.statusCode === 200;
}

describe('one password rule on every route that sets a password', () => {
  it.each([
    ['7-character', TOO_SHORT, v.passwordMin8],
    ['129-character', TOO_LONG, v.passwordMax128],
  ])(
    'sign-up, reset by email or SMS code and change refuse a %s password alike and change nothing',
    async (_, password, message) => {
      const signUp = await client(app.server).post('/api/auth/sign-up/email', {
        email: `rule.${Date.now()}@example.uz`,
        password,
        confirmPassword: password,
        name: 'Aziz Karimov',
      });
      expectRefused(signUp, 'password', message);

      const user = await signedInUser(app);
      const reset = await client(app.server).post('/api/auth/email-otp/reset-password', {
        email: user.email,
        otp: '123456',
        password,
      });
      expectRefused(reset, 'password', message);
      const phoneReset = await client(app.server).post('/api/auth/phone-number/reset-password', {
        phoneNumber: '+998901112233',
        otp: '123456',
        newPassword: password,
      });
      expectRefused(phoneReset, 'newPassword', message);
      const change = await user.client.post('/api/auth/change-password', {
        currentPassword: DEMO_PASSWORD,
        newPassword: password,
      });
      expectRefused(change, 'newPassword', message);
      expect(await canSignIn(user.email, DEMO_PASSWORD)).toBe(true);
    },
  );

  it('a guest changing a password gets the 401 before any word about the input', async () => {
    const res = await client(app.server).post('/api/auth/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: TOO_SHORT,
    });
    expect(res.statusCode).toBe(401);
  });

  it('changes a password of 8 characters', async () => {
    const user = await signedInUser(app);
    const change = await user.client.post('/api/auth/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'yangi-12',
    });
    expect(change.statusCode).toBe(200);
    expect(await canSignIn(user.email, 'yangi-12')).toBe(true);
  });
});

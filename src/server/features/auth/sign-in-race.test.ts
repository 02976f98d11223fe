import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signIn = (email: string, password: string) =>
  client(app.server).post('/api/auth/sign-in/email', { email, password });

describe('per-email sign-in limit under parallel attempts', () => {
  it('30 parallel wrong passwords reach the password check 5 times; then even the right one waits', async () => {
    const { email } = await signedInUser(app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(email, 'wrongpass1')));

    const checked = answers.filter((res) => res.statusCode === 401);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(checked).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const res of checked) expect(res.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    for (const res of refused) {
      expect(res.json()).toEqual({
        error: { code: 'TOO_MANY_ATTEMPTS_SIGN_IN', message: uz.errors.RATE_LIMITED },
      });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }

    const right = await signIn(email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
  });
});

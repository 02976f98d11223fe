import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

const SIGN_UPS_PER_MINUTE = 10;

// each test gets its own app, so its limit buckets start empty whatever ran before
describe('per-IP limits on auth routes', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp({ config: { ipRateLimits: true } });
  });
  afterEach(() => app.close());

  const signUp = (email: string, headers?: Record<string, string>) =>
    client(app.server).post(
      '/api/auth/sign-up/email',
      { email, password: 'parol1234', confirmPassword: 'parol1234', name: 'Limit Sinovi' },
      headers,
    );

  const spendSignUps = async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_UPS_PER_MINUTE; i++)
      statuses.push((await signUp(`ip${i}@example.uz`)).statusCode);
    return statuses;
  };

  it('an address gets 10 sign-ups a minute, then 429 with the Uzbek message', async () => {
    expect(await spendSignUps()).toEqual(Array(SIGN_UPS_PER_MINUTE).fill(200));
    const refused = await signUp('one-more@example.uz');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(uz.errors.RATE_LIMITED);
  });

  it('spoofed forwarding headers do not give a new bucket', async () => {
    await spendSignUps();
    const res = await signUp('spoof@example.uz', {
      'x-forwarded-for': '203.0.113.9',
      'x-bilimdon-client-ip': '203.0.113.10',
    });
    expect(res.statusCode).toBe(429);
  });
});

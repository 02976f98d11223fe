import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('per-IP limits on auth routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { ipRateLimits: true } });
  });
  afterAll(() => app.close());

  it('an address gets 10 sign-ups a minute, then 429 with the Uzbek message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await client(app.server).post('/api/auth/sign-up/email', {
        email: `ip${i}@example.uz`,
        password: 'parol1234',
        confirmPassword: 'parol1234',
        name: 'Limit Sinovi',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.message).toBe(uz.errors.RATE_LIMITED);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('spoofed forwarding headers do not give a new bucket', async () => {
    const res = await client(app.server).post(
      '/api/auth/sign-up/email',
      {
        email: 'spoof@example.uz',
        password: 'parol1234',
        confirmPassword: 'parol1234',
        name: 'Limit Sinovi',
      },
      { 'x-forwarded-for': '203.0.113.9', 'x-bilimdon-client-ip': '203.0.113.10' },
    );
    expect(res.statusCode).toBe(429);
  });
});

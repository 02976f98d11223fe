import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { signedInUser } from '../../test/factories';
import { client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Only the API's envelope: better-auth's own top-level code and message are gone. */
function expectEnvelope(body: Record<string, unknown>, code: string, message: string) {
  expect(body).toEqual({ error: { code, message } });
}

describe('better-auth error answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
  });
  afterAll(() => app.close());

  it.each([
    ['a foreign site', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash path', '/\\evil.example'],
    ['not an address at all', '-1e+308'],
  ])('a confirmation link back to %s is refused with 400, never followed', async (_case, callbackURL) => {
    const query = new URLSearchParams({ token: 'abc', callbackURL });
    const res = await app.server.inject({ method: 'GET', url: `/api/auth/verify-email?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('a confirmation link back to our own pages still redirects there', async () => {
    for (const callbackURL of ['/?verified=1', 'http://localhost:3000/profile']) {
      const query = new URLSearchParams({ token: 'abc', callbackURL });
      const res = await app.server.inject({ method: 'GET', url: `/api/auth/verify-email?${query}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(
        `${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=INVALID_TOKEN`,
      );
    }
  });

  it('a sign-up that asks to be sent to a foreign site afterwards is refused', async () => {
    const res = await client(app.server).post('/api/auth/sign-up/email', {
      email: 'yangi@example.uz',
      password: 'parol12345',
      confirmPassword: 'parol12345',
      name: 'Yangi Foydalanuvchi',
      callbackURL: 'https://evil.example',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a wrong password: the envelope alone', async () => {
    const res = await client(app.server).post('/api/auth/sign-in/email', {
      email: 'learner@demo.uz',
      password: 'notmypassword',
    });
    expect(res.statusCode).toBe(401);
    expectEnvelope(res.json(), 'INVALID_EMAIL_OR_PASSWORD', uz.errors.INVALID_EMAIL_OR_PASSWORD);
  });

  it.each([
    ['a body that misses a field', '/api/auth/send-verification-email', {}],
    ['a body of the wrong type', '/api/auth/update-user', [1]],
    ['invalid JSON', '/api/auth/sign-up/email', '{"email":'],
  ])('%s: 400 VALIDATION_FAILED in Uzbek', async (_case, url, payload) => {
    const learner = await signedInUser(app);
    const res = await learner.client.request('POST', url, payload, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'VALIDATION_FAILED', uz.errors.VALIDATION_FAILED);
  });

  it('a 400 better-auth gives no code (it used to say INTERNAL) gets VALIDATION_FAILED', async () => {
    const learner = await signedInUser(app);
    const res = await learner.client.post('/api/auth/email-otp/request-email-change', {
      newEmail: 'yangi@example.uz',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'VALIDATION_FAILED', uz.errors.VALIDATION_FAILED);
  });

  it('a better-auth code we have no text for keeps its code and gets the Uzbek text of its status', async () => {
    const learner = await signedInUser(app);
    const res = await learner.client.post('/api/auth/change-password', {
      currentPassword: 'notmypassword1',
      newPassword: 'yangiparol1',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'INVALID_PASSWORD', uz.errors.VALIDATION_FAILED);
  });

  it('an unknown auth path: 404 with the envelope', async () => {
    const res = await client(app.server).get('/api/auth/no-such-route');
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json(), 'NOT_FOUND', uz.errors.NOT_FOUND);
  });
});

describe('better-auth per-IP limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ config: { ipRateLimits: true } });
  });
  afterAll(() => app.close());

  it('its 429 carries Retry-After and the envelope', async () => {
    const send = () =>
      client(app.server).post('/api/auth/send-verification-email', { email: 'hech.kim@example.uz' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expectEnvelope(limited.json(), 'RATE_LIMITED', uz.errors.RATE_LIMITED);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

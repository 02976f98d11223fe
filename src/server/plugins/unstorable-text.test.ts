import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { signedInUser, startedSession } from '../test/factories';
import { client } from '../test/http';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { containsUnstorableText } from './unstorable-text';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const NUL = '\u0000';

function expectRefused(res: { statusCode: number; json: () => unknown }, what: string) {
  expect(res.statusCode, what).toBe(400);
  expect(res.json(), what).toEqual({
    error: expect.objectContaining({ code: 'VALIDATION_FAILED', message: expect.any(String) }),
  });
}

describe('a NUL character anywhere in a request is refused with 400, not a 500', () => {
  it('in a query string value or key (catalogue search, auth links)', async () => {
    for (const url of [
      '/api/quizzes?search=a%00b',
      '/api/quizzes?sea%00rch=x',
      '/api/quizzes/newest?limit=4%00',
      '/api/auth/verify-email?token=a%00b',
    ]) {
      expectRefused(await app.server.inject(url), url);
    }
  });

  it('in a path parameter (certificate code, auth path)', async () => {
    for (const url of ['/api/certificates/verify/AB%00CD', '/api/certificates/verify/AB%00CD/image.png']) {
      expectRefused(await app.server.inject(url), url);
    }
  });

  it('in the sign-in and sign-up bodies better-auth receives raw', async () => {
    const guest = client(app.server);
    const bodies: [string, Record<string, string>][] = [
      ['/api/auth/sign-in/email', { email: 'learner@demo.uz', password: `demo${NUL}12345` }],
      ['/api/auth/sign-in/email', { email: `learner${NUL}@demo.uz`, password: 'demo12345' }],
      ['/api/auth/sign-up/email', { email: 'nul@example.uz', password: 'uzun-parol-123', name: `A${NUL}B` }],
      ['/api/auth/request-password-reset', { email: `x${NUL}@example.uz` }],
    ];
    for (const [url, body] of bodies)
      expectRefused(await guest.post(url, body), `${url} ${JSON.stringify(body)}`);
    const rawByte = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      payload: Buffer.from([0x61, 0x00, 0x62]),
    });
    expectRefused(rawByte, 'raw NUL byte');
    const form = await app.server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=learner%40demo.uz&password=a%00b',
    });
    expectRefused(form, 'form body');
  });

  it('in the user-agent a sign-in stores as the device of the session', async () => {
    const user = await signedInUser(app);
    const res = await client(app.server).post(
      '/api/auth/sign-in/email',
      { email: user.email, password: DEMO_PASSWORD },
      { 'user-agent': `Mozilla${NUL}/5.0` },
    );
    expectRefused(res, 'sign-in user-agent');
  });

  it('keeps an escaped backslash-u0000 text, which is not a NUL', async () => {
    const res = await client(app.server).post('/api/auth/sign-in/email', {
      email: 'nobody@example.uz',
      password: 'a\\u0000b-long-enough',
    });
    expect(res.statusCode).toBe(401);
  });

  it('in a JSON body and in the user-agent of a signed-in user', async () => {
    const user = await signedInUser(app);
    const { sessionId } = await startedSession(app, user.client);
    const pause = await user.client.post(`/api/play/sessions/${sessionId}/pause`, {
      reason: 'navigation',
      fromPage: `/quiz${NUL}`,
    });
    expectRefused(pause, 'pause body');
    const nestedKey = await user.client.post(`/api/play/sessions/${sessionId}/pause`, {
      reason: 'navigation',
      [`from${NUL}Page`]: '/x',
    });
    expectRefused(nestedKey, 'body key');
    const userAgent = await user.client.get('/api/sessions', { 'user-agent': `Mozilla${NUL}/5.0` });
    expectRefused(userAgent, 'user-agent');
    const cookie = await app.server.inject({
      url: '/api/sessions',
      headers: { cookie: `better-auth.session_token=a${NUL}b` },
    });
    expectRefused(cookie, 'cookie');
  });
});

describe('containsUnstorableText', () => {
  it('walks deep and wide values without overflowing the stack', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsUnstorableText(deep)).toBe(true);
    expect(containsUnstorableText({ list: Array.from({ length: 200_000 }, (_, i) => String(i)) })).toBe(
      false,
    );
  });

  it('finds lone surrogates but accepts whole pairs (emoji) and ordinary Uzbek text', () => {
    expect(containsUnstorableText(['a\uD800'])).toBe(true);
    expect(containsUnstorableText({ k: '\uDC00b' })).toBe(true);
    expect(containsUnstorableText({ '\uD83D': 1 })).toBe(true);
    expect(containsUnstorableText({ text: "O'zbekiston 🇺🇿 — g‘alaba 😀" })).toBe(false);
  });
});

describe('a lone surrogate in a JSON body is refused with 400, not a 500 from jsonb', () => {
  it('in device info and in a pause record', async () => {
    const learner = await signedInUser(app);
    const device = await learner.client.request(
      'PUT',
      '/api/sessions/current/device',
      '{"deviceInfo":{"browser":"\\ud800x"}}',
      { 'content-type': 'application/json' },
    );
    expectRefused(device, 'device info');
    const session = await startedSession(app, learner.client);
    const pause = await learner.client.request(
      'POST',
      `/api/play/sessions/${session.sessionId}/pause`,
      '{"reason":"navigation","fromPage":"/a\\udc00"}',
      { 'content-type': 'application/json' },
    );
    expectRefused(pause, 'pause');
  });
});

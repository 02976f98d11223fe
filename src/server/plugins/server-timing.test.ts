import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Benchmarks read how long the server itself took; nobody else is told unless SERVER_TIMING=on. */
let timed: TestApp;
let plain: TestApp;
beforeAll(async () => {
  [timed, plain] = await Promise.all([
    createTestApp({ seed: true, config: { serverTiming: true } }),
    createTestApp({ seed: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([timed?.close(), plain?.close()]);
});

describe('Server-Timing', () => {
  it('with SERVER_TIMING=on, API answers and refusals say how long the server took', async () => {
    for (const url of ['/api/quizzes', '/api/play/sessions/none/answers']) {
      const res = await timed.server.inject({ method: url.endsWith('answers') ? 'PUT' : 'GET', url });
      expect(res.headers['server-timing'], url).toMatch(/^app;dur=\d+\.\d{2}$/);
      const ms = Number(String(res.headers['server-timing']).split('=')[1]);
      expect(ms).toBeGreaterThan(0);
      expect(ms).toBeLessThan(60_000);
    }
  });

  it('is off by default', async () => {
    const res = await plain.server.inject({ method: 'GET', url: '/api/quizzes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('reports the database kind and that every migration is applied', async () => {
    const res = await app.server.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: {
        kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        migrations: { applied: expect.any(Number), pending: 0 },
      },
    });
    expect(res.json().database.migrations.applied).toBeGreaterThan(0);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await app.server.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // plain-http installs must not be told to upgrade to https
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const res = await app.server.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('describes itself with OpenAPI', async () => {
    const res = await app.server.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/quizzes/newest']),
    );
  });
});

describe('GET /api/health under the per-IP limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { ipRateLimits: true, apiRateLimit: 2 } });
  });
  afterAll(() => limited.close());

  it('is never rate-limited (load balancers poll it), while other API routes are', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await limited.server.inject('/api/health');
      expect(res.statusCode, `poll ${i}`).toBe(200);
      expect(res.json().database.migrations.pending).toBe(0);
      expect((await limited.server.inject('/api/health/live')).statusCode, `live ${i}`).toBe(200);
    }
    await limited.server.inject('/api/quizzes/newest');
    await limited.server.inject('/api/quizzes/newest');
    expect((await limited.server.inject('/api/quizzes/newest')).statusCode).toBe(429);
    expect((await limited.server.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('GET /api/health/live', () => {
  it('answers while the database is gone: the process lives, readiness is /api/health', async () => {
    const down = await createTestApp();
    await down.database.close();
    const res = await down.server.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect((await down.server.inject('/api/health')).statusCode).toBe(500);
    await down.server.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits, authVerifications, rateLimits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pruneExpired } from './maintenance';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('pruneExpired', () => {
  it('drops old limiter rows and expired verifications, keeps current ones', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const old = new Date('2026-11-20T12:00:00Z');
    const recent = new Date('2026-11-22T11:50:00Z');
    await app.db.insert(rateLimits).values([
      { key: 'sign-in:old@x.uz', count: 5, windowStartedAt: old },
      { key: 'sign-in:new@x.uz', count: 2, windowStartedAt: recent },
    ]);
    await app.db.insert(authRateLimits).values([
      { id: 'a', key: 'ip/old', count: 3, lastRequest: old.getTime() },
      { id: 'b', key: 'ip/new', count: 3, lastRequest: recent.getTime() },
    ]);
    await app.db.insert(authVerifications).values([
      { id: 'v1', identifier: 'expired', value: 'x', expiresAt: recent },
      { id: 'v2', identifier: 'valid', value: 'y', expiresAt: new Date('2026-11-22T13:00:00Z') },
    ]);
    await pruneExpired(app.db, now);
    expect((await app.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['sign-in:new@x.uz']);
    expect((await app.db.select().from(authRateLimits)).map((r) => r.key)).toEqual(['ip/new']);
    expect((await app.db.select().from(authVerifications)).map((r) => r.identifier)).toEqual(['valid']);
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import type { Database } from './db/client';
import { createTestApp, openTestDatabase, type TestApp, testConfig } from './test/test-app';

describe('serving the built web app', () => {
  let app: App;
  let database: Database;
  beforeAll(async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'bilimdon-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>Bilimdon</title><script src="/theme-boot.js"></script>',
    );
    writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(webRoot, 'theme-boot.js'), 'window.themed = true;');
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, webRoot });
  });
  afterAll(async () => {
    await app.server.close();
    await database.close();
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.server.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files that are not hashed', async () => {
    const res = await app.server.inject('/theme-boot.js');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers every page route with index.html, which is revalidated; what is no page with it and 404', async () => {
    for (const url of ['/', '/quizzes?search=x', '/reset-password', '/no/such/page']) {
      const res = await app.server.inject(url);
      expect(res.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(res.body).toMatch(/^<!doctype html><html lang="uz-Latn"><title>[^<]*Bilimdon<\/title>/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('inlines the theme script into pages, and its CSP admits that one inline script and no other', async () => {
    const res = await app.server.inject('/');
    expect(res.body).toContain('<script>window.themed = true;</script>');
    const hash = createHash('sha256').update('window.themed = true;').digest('base64');
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('serves the /dev/mailbox page to loopback clients only', async () => {
    expect((await app.server.inject('/dev/mailbox')).statusCode).toBe(200);
    for (const url of ['/dev/mailbox', '/DEV/Mailbox/', '/dev/mailbox?x=1']) {
      const res = await app.server.inject({ url, remoteAddress: '192.168.1.20' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('keeps unknown API paths and non-GET requests as JSON 404s', async () => {
    const api = await app.server.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const post = await app.server.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });
});

describe('per-IP limits and X-Forwarded-For', () => {
  const limited = { ipRateLimits: true, apiRateLimit: 2 };
  const forged = (n: number) => ({
    url: '/api/quizzes/newest',
    headers: { 'x-forwarded-for': `203.0.113.${n}` },
  });

  describe('by default (no TRUST_PROXY), in production too', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ config: { ...limited, nodeEnv: 'production', isProduction: true } });
    });
    afterAll(() => app.close());

    it('ignores a forged X-Forwarded-For: one socket address is one client', async () => {
      const statuses = [];
      for (const n of [1, 2, 3]) statuses.push((await app.server.inject(forged(n))).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ config: { ...limited, trustProxy: ['127.0.0.1'] } });
    });
    afterAll(() => app.close());

    it('counts each forwarded client address separately', async () => {
      for (const n of [1, 2, 3]) expect((await app.server.inject(forged(n))).statusCode).toBe(200);
      expect((await app.server.inject(forged(1))).statusCode).toBe(200);
      expect((await app.server.inject(forged(1))).statusCode).toBe(429);
    });

    it('does not believe a client that is not the configured proxy', async () => {
      const fromElsewhere = (n: number) => ({ ...forged(n), remoteAddress: '198.51.100.7' });
      const statuses = [];
      for (const n of [4, 5, 6]) statuses.push((await app.server.inject(fromElsewhere(n))).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });
  });
});

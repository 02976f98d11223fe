import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { seedDemoData } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { type Client, client } from '../../test/http';
import { openTestDatabase, testConfig } from '../../test/test-app';
import { imageUpload, solidImage } from './uploads.test-support';

/*
 * GET /uploads/:bucket/:name: public, cached for a year (a name is its content's hash), and
 * nothing but our own names is ever looked up. Run with a built web app, so the SPA fallback is
 * there to not swallow /uploads.
 */
let close: () => Promise<void>;
let guest: Client;
let stored: { url: string; bytes: number };
const webRoot = mkdtempSync(path.join(tmpdir(), 'bilimdon-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Bilimdon</title>');
  mkdirSync(path.join(webRoot, 'assets'));
  const database = await openTestDatabase();
  const { server, auth } = await buildApp({ config: testConfig(), database, webRoot });
  await server.ready();
  await seedDemoData(database.db, auth);
  close = async () => {
    await server.close();
    await database.close();
  };
  guest = client(server);
  const admin = client(server);
  await admin.post('/api/auth/sign-in/email', { email: 'admin@demo.uz', password: DEMO_PASSWORD });
  const res = await admin.post('/api/admin/uploads/question-images', ...uploadArgs(await solidImage(30, 20)));
  expect(res.statusCode, res.body).toBe(201);
  stored = res.json();
});
afterAll(async () => {
  await close?.();
  rmSync(webRoot, { recursive: true, force: true });
});

function uploadArgs(picture: Buffer) {
  const { body, headers } = imageUpload(picture);
  return [body, headers] as const;
}

describe('serving uploaded images', () => {
  it('serves the file to anyone as image/webp, immutable for a year, with an ETag and nosniff', async () => {
    const res = await guest.get(stored.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe(`"${stored.url.split('/').pop()!.replace('.webp', '')}"`);
    expect(res.rawPayload.length).toBe(stored.bytes);
  });

  it('answers 304 to a browser that has it', async () => {
    const first = await guest.get(stored.url);
    const again = await guest.get(stored.url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a JSON 404 for unknown names, buckets and anything that is not one of our names', async () => {
    const name = stored.url.split('/').pop()!;
    const missing = [
      `/uploads/question-images/${'0'.repeat(64)}.webp`,
      `/uploads/quiz-thumbnails/${'0'.repeat(63)}.webp`,
      `/uploads/avatars/${name}`,
      `/uploads/question-images/${name.replace('.webp', '.png')}`,
      '/uploads/question-images/..%2F..%2F..%2Fetc%2Fpasswd',
      '/uploads/question-images/%2e%2e',
      '/uploads/..%2fpackage.json/x',
      '/uploads/question-images',
      '/uploads/',
    ];
    for (const url of missing) {
      const res = await guest.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
      // a picture uploaded later under that name must not meet a year-long cached 404
      expect(res.headers['cache-control'] ?? '', url).not.toContain('immutable');
    }
  });

  it('keeps the web app for pages', async () => {
    const page = await guest.get('/quizzes');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

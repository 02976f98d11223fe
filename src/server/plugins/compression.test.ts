import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { preferredEncoding } from '../lib/precompressed';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The first load is compressed: built assets are sent as the build's .br/.gz copies, pages and API
 * answers are compressed on the way out, and source maps are not served.
 */
const webRoot = mkdtempSync(path.join(tmpdir(), 'bilimdon-compress-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `soz-${i}`))};\n`;
let app: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><title>Bilimdon</title>${'<p>x</p>'.repeat(300)}`,
  );
  expect(precompress(webRoot)).toBe(2);
  app = await createTestApp({ seed: true, webRoot });
});
afterAll(async () => {
  await app?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.server.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('sends a built script as its brotli copy, or gzip, or plain, as the browser accepts', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('does not serve source maps', async () => {
    const res = await get('/assets/app-abc123.js.map');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret.ts');
  });

  it('compresses pages and API answers on the way out', async () => {
    const page = await get('/quizzes', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>');
    const api = await get('/api/quizzes?limit=12', 'gzip');
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(api.rawPayload).toString()).quizzes.length).toBeGreaterThan(0);
  });

  it("sends the catalogue's cached answers compressed as the browser accepts, or plain", async () => {
    const plain = await get('/api/quizzes?pageSize=48');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await get('/api/quizzes?pageSize=48', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/quizzes?pageSize=48', 'gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const id = plain.json().quizzes[0].id;
    const detail = await get(`/api/quizzes/${id}`, 'br');
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(brotliDecompressSync(detail.rawPayload).toString()).quiz.id).toBe(id);
  });

  it('picks the page encoding from Accept-Encoding, honouring q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/health', 'gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBeDefined();
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/test-app';
import { diskCache, memoryCache, openCertificateCache } from './certificate-cache';
import { MAX_PRINTED_NAME, printable } from './printable';
import { createRenderPool, RenderBusyError } from './render-pool';

const data = {
  holderName: 'Aziza Karimova',
  quizTitle: 'Oʻzbek tili',
  percentage: 90,
  issuedAt: new Date('2026-11-22T08:00:00Z'),
  code: 'BLM-7K3M9QX2',
  verifyUrl: `${TEST_ORIGIN}/certificates/verify/BLM-7K3M9QX2`,
  language: 'uz-Latn' as const,
};

describe('printable text', () => {
  it('keeps ordinary names as they are', () => {
    expect(printable('  Oʻgʻiloy   Shoʻxrux ', MAX_PRINTED_NAME)).toBe('Oʻgʻiloy Shoʻxrux');
  });

  it('clips a 60,000-character name to the bound, with an ellipsis', () => {
    const clipped = printable('Abdulazizxoʻja'.repeat(4_286), MAX_PRINTED_NAME);
    expect(Array.from(clipped)).toHaveLength(MAX_PRINTED_NAME + 1);
    expect(clipped.endsWith('…')).toBe(true);
  });

  it('drops control and bidi characters and bounds combining marks', () => {
    expect(printable('Ali\u0000\u202EVali\u200B', 20)).toBe('Ali Vali');
    const zalgo = printable(`a${'\u0301'.repeat(50_000)}`, 10);
    expect(zalgo.length).toBeLessThanOrEqual(41);
    expect(zalgo.endsWith('…')).toBe(true);
  });
});

const key = (contentHash: string, format = 'png') => ({
  certificateId: '00000000-0000-4000-8000-000000000001',
  contentHash,
  format,
});

describe('the in-memory cache', () => {
  it('drops the least recently used files beyond its byte budget', async () => {
    const cache = memoryCache(300);
    await cache.set(key('a'), Buffer.alloc(100));
    await cache.set(key('b'), Buffer.alloc(100));
    await cache.set(key('c'), Buffer.alloc(100));
    await cache.get(key('a'));
    await cache.set(key('d'), Buffer.alloc(100));
    expect(await cache.get(key('b'))).toBeUndefined();
    for (const kept of ['a', 'c', 'd']) expect(await cache.get(key(kept))).toBeDefined();
    await cache.set(key('huge'), Buffer.alloc(301));
    expect(await cache.get(key('huge'))).toBeUndefined();
  });

  it('is used when the data directory does not exist, which is then not created', async () => {
    expect((await openCertificateCache('/nonexistent')).kind).toBe('memory');
    expect((await openCertificateCache(undefined)).kind).toBe('memory');
    await expect(readdir('/nonexistent')).rejects.toThrow();
  });
});

describe('the disk cache', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('lives under DATA_DIR/cache/certificates and keeps one file per certificate and format', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bilimdon-cache-'));
    folders.push(dataDir);
    const cache = await openCertificateCache(dataDir);
    expect(cache.kind).toBe('disk');
    await cache.set(key('old'), Buffer.from('old png'));
    await cache.set(key('old', 'pdf'), Buffer.from('old pdf'));
    await cache.set(key('new'), Buffer.from('new png'));
    expect((await cache.get(key('new')))?.toString()).toBe('new png');
    expect(await cache.get(key('old'))).toBeUndefined();
    const folder = path.join(dataDir, 'cache', 'certificates', key('x').certificateId);
    expect((await readdir(folder)).sort()).toEqual(['new.png', 'old.pdf']);
    // another process (or the next start) reads the same files
    expect((await diskCache(path.join(dataDir, 'cache', 'certificates')).get(key('new')))?.toString()).toBe(
      'new png',
    );
  });
});

describe('the render pool', () => {
  it('draws in a worker thread and refuses beyond its bound instead of queueing without end', async () => {
    const pool = createRenderPool({ maxThreads: 1, maxQueue: 1 });
    try {
      const accepted = [pool.render('png', data), pool.render('pdf', data)];
      await expect(pool.render('png', data)).rejects.toBeInstanceOf(RenderBusyError);
      const [png, pdf] = await Promise.all(accepted);
      expect(png!.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(pdf!.subarray(0, 5).toString('ascii')).toBe('%PDF-');
      // the bound counts work in progress only: once done, renders are accepted again
      expect((await pool.render('png', data)).equals(png!)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('gives up on a render that runs out of time', async () => {
    const pool = createRenderPool({ maxThreads: 1, maxQueue: 1, timeoutMs: 1 });
    try {
      await expect(pool.render('png', data)).rejects.toBeInstanceOf(RenderBusyError);
    } finally {
      await pool.close();
    }
  });
});

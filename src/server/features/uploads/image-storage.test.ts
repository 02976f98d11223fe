import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openImageStorage } from './open-image-storage';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function dataDir() {
  const folder = await mkdtemp(path.join(tmpdir(), 'bilimdon-uploads-'));
  folders.push(folder);
  return folder;
}

const NAME = `${'ab'.repeat(32)}.webp`;

describe('image storage', () => {
  it('keeps files under DATA_DIR/uploads/<bucket>, surviving a new storage (a restart)', async () => {
    const dir = await dataDir();
    const storage = await openImageStorage({ s3: null, dataDir: dir });
    expect(storage.kind).toBe('disk');
    expect(await storage.exists('quiz-thumbnails', NAME)).toBe(false);
    await storage.put('quiz-thumbnails', NAME, Buffer.from('webp bytes'));
    const file = path.join(dir, 'uploads', 'quiz-thumbnails', NAME);
    expect(await readFile(file, 'utf8')).toBe('webp bytes');
    const restarted = await openImageStorage({ s3: null, dataDir: dir });
    expect((await restarted.get('quiz-thumbnails', NAME))?.toString()).toBe('webp bytes');
    expect(await restarted.exists('question-images', NAME)).toBe(false);
    expect(await restarted.get('question-images', NAME)).toBeUndefined();
    // no temporary files are left behind
    expect(await readdir(path.dirname(file))).toEqual([NAME]);
  });

  it('never turns a name that is not a content hash into a path', async () => {
    const storage = await openImageStorage({ s3: null, dataDir: await dataDir() });
    await expect(storage.put('quiz-thumbnails', '../../escape.webp', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.get('quiz-thumbnails', '../auth-secret')).rejects.toThrow();
    await expect(storage.exists('quiz-thumbnails', 'x.webp')).rejects.toThrow();
  });

  it('keeps files in memory without a data directory (test apps)', async () => {
    const storage = await openImageStorage({ s3: null, dataDir: undefined });
    expect(storage.kind).toBe('memory');
    await storage.put('question-images', NAME, Buffer.from('x'));
    expect(await storage.exists('question-images', NAME)).toBe(true);
    expect(await storage.exists('quiz-thumbnails', NAME)).toBe(false);
  });
});

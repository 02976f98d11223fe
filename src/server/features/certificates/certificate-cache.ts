import { randomBytes } from 'node:crypto';
import { constants, statSync } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A rendered file: one version of one certificate in one format. */
export interface CacheKey {
  certificateId: string;
  /** a hash of everything printed, so a changed name or title is drawn anew */
  contentHash: string;
  format: string;
}

export interface CertificateCache {
  readonly kind: 'disk' | 'memory';
  get(key: CacheKey): Promise<Buffer | undefined>;
  set(key: CacheKey, file: Buffer): Promise<void>;
  /** drops every file (the admin's cache clear); answers how many were dropped */
  clear(): Promise<number>;
}

const MEMORY_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * Files under DATA_DIR/cache/certificates when the data directory exists and is writable (it
 * survives restarts and costs no memory); otherwise a small in-memory LRU. A data directory
 * that does not exist is never created here: that is the database's job, and tests point
 * DATA_DIR at a path that must stay absent.
 */
export async function openCertificateCache(dataDir: string | undefined): Promise<CertificateCache> {
  const directory = dataDir && (await usableCacheDirectory(dataDir));
  return directory ? diskCache(directory) : memoryCache(MEMORY_BUDGET_BYTES);
}

async function usableCacheDirectory(dataDir: string): Promise<string | undefined> {
  try {
    if (!statSync(dataDir).isDirectory()) return undefined;
    const directory = path.join(dataDir, 'cache', 'certificates');
    await mkdir(directory, { recursive: true });
    await access(directory, constants.W_OK);
    return directory;
  } catch {
    return undefined;
  }
}

/**
 * One folder per certificate holding at most one file per format: writing a new version removes
 * the old one, so the cache never holds more than two files per certificate.
 */
export function diskCache(root: string): CertificateCache {
  const folder = (key: CacheKey) => path.join(root, key.certificateId);
  const fileName = (key: CacheKey) => `${key.contentHash}.${key.format}`;
  return {
    kind: 'disk',
    async get(key) {
      try {
        return await readFile(path.join(folder(key), fileName(key)));
      } catch {
        return undefined;
      }
    },
    async set(key, file) {
      const dir = folder(key);
      await mkdir(dir, { recursive: true });
      // write then rename: a reader never sees half a file, even across processes
      const temporary = path.join(dir, `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, file);
      await rename(temporary, path.join(dir, fileName(key)));
      const stale = (await readdir(dir)).filter(
        (name) => name.endsWith(`.${key.format}`) && name !== fileName(key),
      );
      await Promise.all(stale.map((name) => rm(path.join(dir, name), { force: true })));
    },
    async clear() {
      const folders = await readdir(root).catch(() => []);
      let dropped = 0;
      for (const name of folders) {
        const files = await readdir(path.join(root, name)).catch(() => []);
        dropped += files.filter((file) => !file.startsWith('.')).length;
        await rm(path.join(root, name), { recursive: true, force: true });
      }
      return dropped;
    },
  };
}

/** Least recently used files are dropped once the bytes held pass the budget. */
export function memoryCache(budgetBytes: number): CertificateCache {
  const files = new Map<string, Buffer>();
  let bytesHeld = 0;
  const id = (key: CacheKey) => `${key.certificateId}/${key.contentHash}.${key.format}`;
  const remove = (name: string) => {
    const file = files.get(name);
    if (!file) return;
    files.delete(name);
    bytesHeld -= file.length;
  };
  return {
    kind: 'memory',
    async get(key) {
      const file = files.get(id(key));
      if (file) {
        // Map keeps insertion order: moving the entry to the end marks it recently used
        files.delete(id(key));
        files.set(id(key), file);
      }
      return file;
    },
    async set(key, file) {
      if (file.length > budgetBytes) return;
      remove(id(key));
      files.set(id(key), file);
      bytesHeld += file.length;
      for (const oldest of files.keys()) {
        if (bytesHeld <= budgetBytes) break;
        remove(oldest);
      }
    },
    async clear() {
      const dropped = files.size;
      files.clear();
      bytesHeld = 0;
      return dropped;
    },
  };
}

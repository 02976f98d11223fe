import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_BUCKETS, type UploadBucket } from '../../../shared/domain/authoring';

/** A stored file's name: the sha256 of its bytes, so the same picture uploaded twice is one file. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{64}\.webp$/;

/**
 * Where uploaded images live. Names are content addresses (the file's sha256), so a name is
 * written once and never changes: `put` of an existing name may do nothing. Small on purpose: an
 * S3-compatible store would implement the same three calls.
 */
export interface ImageStorage {
  readonly kind: 'disk' | 'memory';
  put(bucket: UploadBucket, name: string, file: Buffer): Promise<void>;
  get(bucket: UploadBucket, name: string): Promise<Buffer | undefined>;
  exists(bucket: UploadBucket, name: string): Promise<boolean>;
}

/**
 * Files under DATA_DIR/uploads (created if missing). Without a data directory (test apps) the
 * files are kept in memory. A data directory that cannot be written stops the server: unlike the
 * certificate cache, uploads are data, and losing them at the next restart must not go unnoticed.
 */
export async function openImageStorage(dataDir: string | undefined): Promise<ImageStorage> {
  if (!dataDir) return memoryStorage();
  const root = path.join(dataDir, 'uploads');
  await mkdir(root, { recursive: true });
  await access(root, constants.W_OK);
  return diskStorage(root);
}

/** One folder per bucket; a file is written to a temporary name and renamed, so no reader sees half. */
export function diskStorage(root: string): ImageStorage {
  const fileOf = (bucket: UploadBucket, name: string) => {
    // a second guard behind the route's: no other name ever becomes a path
    if (!UPLOAD_BUCKETS.includes(bucket) || !STORED_NAME_PATTERN.test(name))
      throw new Error(`not a stored image name: ${bucket}/${name}`);
    return path.join(root, bucket, name);
  };
  const exists = async (bucket: UploadBucket, name: string) => {
    const file = fileOf(bucket, name);
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  };
  return {
    kind: 'disk',
    exists,
    async put(bucket, name, file) {
      if (await exists(bucket, name)) return;
      const folder = path.join(root, bucket);
      await mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, file);
      await rename(temporary, fileOf(bucket, name));
    },
    async get(bucket, name) {
      const file = fileOf(bucket, name);
      try {
        return await readFile(file);
      } catch {
        return undefined;
      }
    },
  };
}

/** For test apps: lives as long as the server. */
export function memoryStorage(): ImageStorage {
  const files = new Map<string, Buffer>();
  const key = (bucket: UploadBucket, name: string) => `${bucket}/${name}`;
  return {
    kind: 'memory',
    async put(bucket, name, file) {
      files.set(key(bucket, name), file);
    },
    async get(bucket, name) {
      return files.get(key(bucket, name));
    },
    async exists(bucket, name) {
      return files.has(key(bucket, name));
    },
  };
}

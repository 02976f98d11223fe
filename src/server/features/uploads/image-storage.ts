import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_BUCKETS, type UploadBucket } from '../../../shared/domain/authoring';

/** A stored file's name: the sha256 of its bytes, so the same picture uploaded twice is one file. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{64}\.webp$/;

/**
 * Where uploaded images live. Names are content addresses (the file's sha256), so a name is
 * written once and never changes: `put` of an existing name may do nothing. `get` answers
 * undefined for a missing file and throws when the store itself fails.
 */
export interface ImageStorage {
  readonly kind: 'disk' | 'memory' | 's3';
  put(bucket: UploadBucket, name: string, file: Buffer): Promise<void>;
  get(bucket: UploadBucket, name: string): Promise<Buffer | undefined>;
  exists(bucket: UploadBucket, name: string): Promise<boolean>;
}

/** `<bucket>/<name>`, the file's place in any store; a second guard behind the route's. */
export function storedKey(bucket: UploadBucket, name: string): string {
  // no other name ever becomes a path or an object key
  if (!UPLOAD_BUCKETS.includes(bucket) || !STORED_NAME_PATTERN.test(name))
    throw new Error(`not a stored image name: ${bucket}/${name}`);
  return `${bucket}/${name}`;
}

/** One folder per bucket; a file is written to a temporary name and renamed, so no reader sees half. */
export function diskStorage(root: string): ImageStorage {
  const fileOf = (bucket: UploadBucket, name: string) => path.join(root, storedKey(bucket, name));
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

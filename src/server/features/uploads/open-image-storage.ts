import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { S3StorageConfig } from '../../config-storage';
import { diskStorage, type ImageStorage, memoryStorage } from './image-storage';
import { openS3Storage } from './s3-storage';

export interface ImageStorageOptions {
  /** set: the S3 bucket every app server shares */
  s3: S3StorageConfig | null;
  /** omitted: in memory (test apps) */
  dataDir: string | undefined;
}

/**
 * S3 when configured; else files under DATA_DIR/uploads (created if missing), the single-server
 * default; without a data directory (test apps) in memory. A store that cannot be written stops
 * the server: unlike the certificate cache, uploads are data, and losing them must not go unnoticed.
 */
export async function openImageStorage({ s3, dataDir }: ImageStorageOptions): Promise<ImageStorage> {
  if (s3) return openS3Storage(s3);
  if (!dataDir) return memoryStorage();
  const root = path.join(dataDir, 'uploads');
  await mkdir(root, { recursive: true });
  await access(root, constants.W_OK);
  return diskStorage(root);
}

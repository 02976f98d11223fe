import { createHash } from 'node:crypto';
import { UPLOADS_PATH, type UploadBucket } from '../../../shared/domain/authoring';
import type { UploadResponse } from '../../../shared/schemas/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { processImage } from './image-processing';
import type { ImageStorage } from './image-storage';

interface UploadContext {
  db: Db;
  storage: ImageStorage;
  actor: AuditActor;
}

/**
 * Processes an uploaded file (refusing what is not an image), stores the result and records the
 * upload. The file store is not transactional: the record comes after the file is stored, so a
 * failed store leaves no record; an unrecorded file could only be one nothing refers to yet.
 */
export async function storeUpload(
  { db, storage, actor }: UploadContext,
  bucket: UploadBucket,
  file: Buffer,
): Promise<UploadResponse> {
  const image = await processImage(file);
  const name = `${createHash('sha256').update(image.webp).digest('hex')}.webp`;
  await storage.put(bucket, name, image.webp).catch((cause: unknown) => {
    throw storageUnavailable(cause);
  });
  await recordAudit(db, actor, {
    action: 'upload.image',
    entityType: 'upload',
    entityId: `${bucket}/${name}`,
    changes: { bucket, name, bytes: image.webp.length, width: image.width, height: image.height },
  });
  return {
    url: `${UPLOADS_PATH}/${bucket}/${name}`,
    width: image.width,
    height: image.height,
    bytes: image.webp.length,
  };
}

/** The store failed (S3 unreachable, disk full): a 503 to retry later; the cause is only logged. */
export const storageUnavailable = (cause: unknown) =>
  new AppError(503, 'UPLOAD_STORAGE_UNAVAILABLE', undefined, undefined, { cause });

/** The ETag of a stored file: its name is already the hash of its content. */
export const storedEtag = (name: string) => `"${name.slice(0, -'.webp'.length)}"`;

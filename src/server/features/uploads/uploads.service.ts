import { createHash } from 'node:crypto';
import { UPLOADS_PATH, type UploadBucket } from '../../../shared/domain/authoring';
import type { UploadResponse } from '../../../shared/schemas/uploads';
import { processImage } from './image-processing';
import type { ImageStorage } from './image-storage';

/** Processes an uploaded file (refusing what is not an image) and stores the result. */
export async function storeUpload(
  storage: ImageStorage,
  bucket: UploadBucket,
  file: Buffer,
): Promise<UploadResponse> {
  const image = await processImage(file);
  const name = `${createHash('sha256').update(image.webp).digest('hex')}.webp`;
  await storage.put(bucket, name, image.webp);
  return {
    url: `${UPLOADS_PATH}/${bucket}/${name}`,
    width: image.width,
    height: image.height,
    bytes: image.webp.length,
  };
}

/** The ETag of a stored file: its name is already the hash of its content. */
export const storedEtag = (name: string) => `"${name.slice(0, -'.webp'.length)}"`;

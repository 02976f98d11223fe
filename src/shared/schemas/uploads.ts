import { z } from 'zod';
import { UPLOAD_BUCKETS } from '../domain/authoring';

/** Image uploads: multipart field `file` to POST /api/admin/uploads/:bucket. */
export const uploadParamsSchema = z.object({ bucket: z.enum(UPLOAD_BUCKETS) });
/** `url` is the stored file's path under /uploads, usable as a thumbnail address at once. */
export const uploadResponseSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

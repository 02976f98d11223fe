import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_IMAGE_BYTES,
  UPLOAD_BUCKETS,
  UPLOADS_PATH,
  type UploadBucket,
} from '../../../shared/domain/authoring';
import { uploadParamsSchema, uploadResponseSchema } from '../../../shared/schemas/uploads';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses } from '../../plugins/error-responses';
import { AppError, notFound } from '../../plugins/errors';
import { type ImageStorage, STORED_NAME_PATTERN } from './image-storage';
import { storageUnavailable, storedEtag, storeUpload } from './uploads.service';

/** Immutable: a stored name is the hash of its content, so it never points at other bytes. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Image uploads (admin) and serving them (public). Multipart parsing is registered here only,
 * so no other route accepts multipart bodies.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ db: Db; storage: ImageStorage }> = async (
  app,
  { db, storage },
) => {
  await app.register(multipart);

  app.post(
    '/api/admin/uploads/:bucket',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        description: 'multipart/form-data with the image in the field `file` (at most 5 MB)',
        params: uploadParamsSchema,
        response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request);
      const context = { db, storage, actor: requireUser(request) };
      const stored = await withRetryAfter(reply, storeUpload(context, request.params.bucket, file));
      return reply.status(201).send(stored);
    },
  );

  app.get(
    `${UPLOADS_PATH}/:bucket/:name`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { bucket, name } = request.params as { bucket: string; name: string };
      // checked before any storage call: nothing but our own names reaches a file path
      if (!isBucket(bucket) || !STORED_NAME_PATTERN.test(name)) throw notFound();
      const read = <T>(call: Promise<T>) =>
        withRetryAfter(
          reply,
          call.catch((cause: unknown) => {
            throw storageUnavailable(cause);
          }),
        );
      const etag = storedEtag(name);
      // the long cache only on an answer with the file: a 404 or 503 must not be kept for a year
      const cached = () => reply.header('etag', etag).header('cache-control', CACHE_FOREVER);
      if (request.headers['if-none-match'] === etag && (await read(storage.exists(bucket, name))))
        return cached().code(304).send();
      const file = await read(storage.get(bucket, name));
      if (!file) throw notFound();
      return cached().type('image/webp').header('x-content-type-options', 'nosniff').send(file);
    },
  );
};

/** A store that failed is likely back soon (S3 restarting): say when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'UPLOAD_STORAGE_UNAVAILABLE')
      reply.header('retry-after', '30');
    throw error;
  }
}

const isBucket = (value: string): value is UploadBucket =>
  (UPLOAD_BUCKETS as readonly string[]).includes(value);

/**
 * The bytes of the multipart field `file`, read as a stream that stops at MAX_IMAGE_BYTES: a
 * larger file is refused without being held in memory.
 */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, 'UPLOAD_MISSING_FILE');
  const part = await request
    .file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 20 } })
    .catch((cause: unknown) => {
      // a malformed body (no boundary, cut short): there is no file to take
      throw new AppError(400, 'UPLOAD_MISSING_FILE', undefined, undefined, { cause });
    });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError(400, 'UPLOAD_MISSING_FILE');
  }
  try {
    return await part.toBuffer();
  } catch (cause) {
    if (cause instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(413, 'UPLOAD_TOO_LARGE');
    throw new AppError(400, 'UPLOAD_MISSING_FILE', undefined, undefined, { cause });
  }
}

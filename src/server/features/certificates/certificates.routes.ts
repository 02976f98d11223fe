import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CertificateFormat } from '../../../shared/schemas/certificates';
import {
  certificateCodeParamsSchema,
  certificateDownloadQuerySchema,
  certificateIdParamsSchema,
  certificateVerificationSchema,
} from '../../../shared/schemas/certificates';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { AppError } from '../../plugins/errors';
import { resultReader } from '../identity/resolve-player';
import { type CertificateCache, openCertificateCache } from './certificate-cache';
import { createCertificateFiles } from './certificate-files';
import type { CertificateRenderData } from './certificate-layout';
import {
  type CertificateRecord,
  findCertificateByCode,
  getOwnCertificate,
  verifyCertificate,
} from './certificates.service';
import { certificateContentDisposition } from './filename';
import { createRenderPool, RenderBusyError, type RenderPoolOptions } from './render-pool';

const fileSchema = z.any().describe('the certificate file');

export interface CertificateRoutesOptions {
  db: Db;
  publicUrl: string;
  /** rendered files are cached under DATA_DIR/cache/certificates when it exists, else in memory */
  dataDir?: string;
  /** the cache to use (the app shares it with the admin's cache clear); else opened from dataDir */
  cache?: CertificateCache;
  renderPool?: RenderPoolOptions;
}

export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (
  app,
  { db, publicUrl, dataDir, cache, renderPool },
) => {
  const tags = ['certificates'];
  const files = createCertificateFiles(
    cache ?? (await openCertificateCache(dataDir)),
    createRenderPool(renderPool),
    app.log,
  );
  app.addHook('onClose', () => files.close());

  const renderData = (row: Omit<CertificateRenderData, 'verifyUrl'>): CertificateRenderData => ({
    holderName: row.holderName,
    quizTitle: row.quizTitle,
    percentage: row.percentage,
    issuedAt: row.issuedAt,
    code: row.code,
    language: row.language,
    verifyUrl: `${publicUrl.replace(/\/+$/, '')}/certificates/verify/${encodeURIComponent(row.code)}`,
  });
  /** The file of a certificate; a full render pool answers 503 RENDER_BUSY with Retry-After. */
  const fileOf = async (row: CertificateRecord, format: CertificateFormat, reply: FastifyReply) => {
    try {
      return await files.file(row.id, format, renderData(row));
    } catch (error) {
      if (!(error instanceof RenderBusyError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      throw new AppError(503, 'RENDER_BUSY');
    }
  };

  app.get(
    '/api/certificates/verify/:code',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: certificateCodeParamsSchema,
        response: { 200: certificateVerificationSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => verifyCertificate(db, request.params.code),
  );

  // the picture for the public verification page; it shows nothing the verification JSON does not
  app.get(
    '/api/certificates/verify/:code/image.png',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: certificateCodeParamsSchema,
        response: { 200: fileSchema.describe('image/png'), ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const row = await findCertificateByCode(db, request.params.code);
      const png = await fileOf(row, 'png', reply);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );

  /** The file as an attachment named after its holder and quiz. */
  const download = async (row: CertificateRecord, format: CertificateFormat, reply: FastifyReply) => {
    const file = await fileOf(row, format, reply);
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'image/png')
      .header('content-disposition', certificateContentDisposition(row.holderName, row.quizTitle, format))
      .header('cache-control', 'private, no-store')
      .send(file);
  };

  // the emailed link opens the verification page: whoever holds the code (a guest with no account
  // too) downloads the PNG or PDF, which show nothing the verification JSON does not
  app.get(
    '/api/certificates/verify/:code/download',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: certificateCodeParamsSchema,
        querystring: certificateDownloadQuerySchema,
        response: {
          200: fileSchema.describe('image/png or application/pdf'),
          ...errorResponses(400, 404, 429, 503),
        },
      },
    },
    async (request, reply) =>
      download(await findCertificateByCode(db, request.params.code), request.query.format, reply),
  );

  app.get(
    '/api/certificates/:id/download',
    {
      // a learner's own, or a guest's through the guest access of its result
      config: { access: 'player' },
      schema: {
        tags,
        params: certificateIdParamsSchema,
        querystring: certificateDownloadQuerySchema,
        response: {
          200: fileSchema.describe('image/png or application/pdf'),
          ...errorResponses(400, 401, 404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const row = await getOwnCertificate(db, await resultReader(db, request), request.params.id);
      return download(row, request.query.format, reply);
    },
  );
};

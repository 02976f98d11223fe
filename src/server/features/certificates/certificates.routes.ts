import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateCodeParamsSchema,
  certificateDownloadQuerySchema,
  certificateIdParamsSchema,
  certificateVerificationSchema,
} from '../../../shared/schemas/certificates';
import type { Db } from '../../db/client';
import { findCertificateByCode, getOwnCertificate, verifyCertificate } from './certificates.service';
import { certificateContentDisposition } from './filename';
import { type CertificateRenderData, renderCertificatePdf, renderCertificatePng } from './render';

const fileSchema = z.any().describe('the certificate file');

export const certificateRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const tags = ['certificates'];
  const renderData = (row: Omit<CertificateRenderData, 'verifyUrl'>): CertificateRenderData => ({
    holderName: row.holderName,
    quizTitle: row.quizTitle,
    percentage: row.percentage,
    issuedAt: row.issuedAt,
    code: row.code,
    verifyUrl: `${publicUrl.replace(/\/+$/, '')}/certificates/verify/${encodeURIComponent(row.code)}`,
  });

  app.get(
    '/api/certificates/verify/:code',
    {
      config: { access: 'public' },
      schema: { tags, params: certificateCodeParamsSchema, response: { 200: certificateVerificationSchema } },
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
        response: { 200: fileSchema.describe('image/png') },
      },
    },
    async (request, reply) => {
      const row = await findCertificateByCode(db, request.params.code);
      const png = await renderCertificatePng(renderData(row));
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );

  app.get(
    '/api/certificates/:id/download',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: certificateIdParamsSchema,
        querystring: certificateDownloadQuerySchema,
        response: { 200: fileSchema.describe('image/png or application/pdf') },
      },
    },
    async (request, reply) => {
      const row = await getOwnCertificate(db, request.user!.id, request.params.id);
      const { format } = request.query;
      const data = renderData(row);
      const file = format === 'pdf' ? await renderCertificatePdf(data) : await renderCertificatePng(data);
      return reply
        .type(format === 'pdf' ? 'application/pdf' : 'image/png')
        .header('content-disposition', certificateContentDisposition(row.holderName, row.quizTitle, format))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};

import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentDetailSchema,
  adminPaymentListSchema,
  paymentFiltersSchema,
  paymentIdParamsSchema,
  paymentListQuerySchema,
  reconciliationQuerySchema,
  reconciliationSchema,
  refundPaymentBodySchema,
} from '../../../shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses } from '../../plugins/error-responses';
import { paymeReconciliation } from './payme-reconciliation';
import { adminPaymentDetail } from './payment-detail';
import { recordAdminRefund } from './payment-refund';
import { paymentsCsv, paymentsFileName } from './payments-export';
import { listAdminPayments } from './payments-list';

/**
 * Admin: every payment, its CSV export, one payment's callbacks, Payme reconciliation,
 * and recording a refund made outside a provider callback.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  app.get(
    '/api/admin/payments',
    {
      config,
      schema: {
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: adminPaymentListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await listAdminPayments(db, request.query)),
  );

  app.get(
    '/api/admin/payments/export.csv',
    {
      config,
      schema: {
        tags,
        querystring: paymentFiltersSchema,
        response: {
          200: z
            .any()
            .describe('The filtered payments as CSV (UTF-8 with BOM, CRLF; an attachment), streamed'),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${paymentsFileName()}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(paymentsCsv(db, request.query))),
  );

  app.get(
    '/api/admin/payments/reconciliation/payme',
    {
      config,
      schema: {
        tags,
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await paymeReconciliation(db, request.query)),
  );

  app.get(
    '/api/admin/payments/:paymentId',
    {
      config,
      schema: {
        tags,
        params: paymentIdParamsSchema,
        response: { 200: adminPaymentDetailSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await adminPaymentDetail(db, request.params.paymentId)),
  );

  app.post(
    '/api/admin/payments/:paymentId/refund',
    {
      config,
      schema: {
        tags,
        params: paymentIdParamsSchema,
        body: refundPaymentBodySchema,
        response: { 200: adminPaymentDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await recordAdminRefund(db, requireUser(request), request.params.paymentId, request.body.reason),
        ),
  );
};

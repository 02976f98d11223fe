import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses } from '../../plugins/error-responses';
import { paymeReconciliation } from './payme-reconciliation';
import { adminPaymentDetail } from './payment-detail';
import { recordAdminRefund } from './payment-refund';
import { listAdminPayments } from './payment-rows';
import { paymentsCsv, paymentsFileName } from './payments-export';

/**
 * Admin: every payment, its CSV export, one payment's callbacks, Payme reconciliation,
 * and recording a refund made outside a provider callback.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reads = adminReads(app);

  reads.get('/api/admin/payments', {
    querystring: paymentListQuerySchema,
    response: adminPaymentListSchema,
    read: ({ query }) => listAdminPayments(db, query),
  });

  reads.csv('/api/admin/payments/export.csv', {
    querystring: paymentFiltersSchema,
    description: 'The filtered payments',
    fileName: paymentsFileName,
    lines: (query) => paymentsCsv(db, query),
  });

  reads.get('/api/admin/payments/reconciliation/payme', {
    querystring: reconciliationQuerySchema,
    response: reconciliationSchema,
    read: ({ query }) => paymeReconciliation(db, query),
  });

  reads.get('/api/admin/payments/:paymentId', {
    params: paymentIdParamsSchema,
    response: adminPaymentDetailSchema,
    read: ({ params }) => adminPaymentDetail(db, params.paymentId),
  });

  app.post(
    '/api/admin/payments/:paymentId/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
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

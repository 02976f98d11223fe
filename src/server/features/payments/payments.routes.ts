import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutBodySchema,
  checkoutResponseSchema,
  demoConfirmBodySchema,
  paymentParamsSchema,
  paymentResponseSchema,
} from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses } from '../../plugins/error-responses';
import { checkout, completeDemoPayment, getOwnPayment } from './payments.service';
import type { PaymentProviders } from './providers';

export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  providers: PaymentProviders;
  publicUrl: string;
  demo: boolean;
}> = async (app, { db, providers, publicUrl, demo }) => {
  const tags = ['payments'];

  app.post(
    '/api/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: checkoutBodySchema,
        response: { 200: checkoutResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => checkout(db, providers, publicUrl, requireUser(request).id, request.body),
  );

  app.get(
    '/api/payments/:paymentId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: paymentParamsSchema,
        response: { 200: paymentResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({
      payment: await getOwnPayment(db, requireUser(request).id, request.params.paymentId),
    }),
  );

  if (!demo) return;

  // The demo provider's test checkout: its owner confirms or fails it, through the real path.
  app.post(
    '/api/payments/demo/:paymentId/confirm',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: paymentParamsSchema,
        body: demoConfirmBodySchema,
        response: { 200: paymentResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { paymentId } = request.params;
      await getOwnPayment(db, requireUser(request).id, paymentId);
      await completeDemoPayment(db, paymentId, request.body.outcome);
      return { payment: await getOwnPayment(db, requireUser(request).id, paymentId) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestAccessParamsSchema,
  guestAccessStatusSchema,
  guestCheckoutRequestSchema,
  guestCheckoutResponseSchema,
  guestDemoConfirmBodySchema,
  guestPaymentParamsSchema,
  guestPaymentResponseSchema,
  guestRedeemBodySchema,
  guestRedeemResponseSchema,
} from '../../../shared/schemas/guest';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { AppError } from '../../plugins/errors';
import { guestAccessesFrom, guestTokensFrom, setGuestCookie } from '../identity/guest-credentials';
import { completeDemoPayment } from '../payments/payments.service';
import type { PaymentProviders } from '../payments/providers';
import { guestAccessStatus, redeemGuestLink } from './guest-access';
import { getGuestPayment, startGuestCheckout } from './guest-checkout';
import { guestIpLimit } from './guest-rate-limit';

export interface GuestRouteOptions {
  db: Db;
  providers: PaymentProviders;
  publicUrl: string;
  /** the demo test page is on (development) */
  demo: boolean;
  /** Secure cookies when the site is served over https */
  secureCookies: boolean;
  ipRateLimits: boolean;
  /** an SMS can reach a buyer who gives only a phone number (false in production without a gateway) */
  smsReachable: boolean;
}

export const guestRoutes: FastifyPluginAsyncZod<GuestRouteOptions> = async (
  app,
  { db, providers, publicUrl, demo, secureCookies, ipRateLimits, smsReachable },
) => {
  const tags = ['guest'];

  app.post(
    '/api/guest-checkout',
    {
      config: { access: 'public' },
      preHandler: guestIpLimit(db, 'checkout', ipRateLimits),
      schema: {
        tags,
        body: guestCheckoutRequestSchema,
        response: { 200: guestCheckoutResponseSchema, ...errorResponses(400, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      // a signed-in learner buys through the cart, so the purchase lands in their account
      if (await request.loadUser()) throw new AppError(409, 'GUEST_CHECKOUT_SIGNED_IN');
      // the access link would go by an SMS that cannot be sent
      if (!request.body.email && !smsReachable) throw new AppError(403, 'GUEST_SMS_UNAVAILABLE');
      // a new checkout replaces the quiz's cookie: it must not cut this browser off an open access
      const held = guestAccessStatus(await guestAccessesFrom(db, request), request.body.quizId);
      if (held.state === 'active') throw new AppError(409, 'GUEST_ACCESS_ACTIVE');
      const { token, ...started } = await startGuestCheckout(db, providers, publicUrl, request.body);
      setGuestCookie(reply, request.body.quizId, token, secureCookies);
      return started;
    },
  );

  app.get(
    '/api/guest-checkout/payments/:paymentId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: guestPaymentParamsSchema,
        response: { 200: guestPaymentResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getGuestPayment(db, request.params.paymentId, guestTokensFrom(request).values()),
  );

  app.post(
    '/api/guest-access/redeem',
    {
      config: { access: 'public' },
      preHandler: guestIpLimit(db, 'redeem', ipRateLimits),
      schema: {
        tags,
        body: guestRedeemBodySchema,
        response: { 200: guestRedeemResponseSchema, ...errorResponses(400, 403, 404, 409, 410, 429) },
      },
    },
    async (request, reply) => {
      const access = await redeemGuestLink(db, request.body.token);
      setGuestCookie(reply, access.quizId, request.body.token, secureCookies);
      return access;
    },
  );

  app.get(
    '/api/guest-access/:quizId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: guestAccessParamsSchema,
        response: { 200: guestAccessStatusSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => guestAccessStatus(await guestAccessesFrom(db, request), request.params.quizId),
  );

  if (!demo) return;

  // The demo provider's test checkout for a guest: the browser that started it confirms or fails it.
  app.post(
    '/api/guest-checkout/payments/:paymentId/demo-confirm',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: guestPaymentParamsSchema,
        body: guestDemoConfirmBodySchema,
        response: { 200: guestPaymentResponseSchema, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const { paymentId } = request.params;
      const tokens = [...guestTokensFrom(request).values()];
      await getGuestPayment(db, paymentId, tokens);
      await completeDemoPayment(db, paymentId, request.body.outcome);
      return getGuestPayment(db, paymentId, tokens);
    },
  );
};

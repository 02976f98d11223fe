import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devClockBodySchema, devClockResponseSchema } from '../../../shared/schemas/guest';
import { serverNow, setClockOffset } from '../../lib/clock';
import { errorResponses } from '../../plugins/error-responses';

/**
 * Moves the server's clock for guest expiry (the e2e checks "24 hours later" this way). Registered
 * only outside production with ENABLE_TEST_CLOCK=1; `offsetMs: 0` puts it back.
 */
export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/dev/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        body: devClockBodySchema,
        response: { 200: devClockResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      setClockOffset(request.body.offsetMs);
      return { offsetMs: request.body.offsetMs, now: serverNow().toISOString() };
    },
  );
};

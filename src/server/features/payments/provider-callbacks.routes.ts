import type { FastifyPluginAsync } from 'fastify';
import type { PaymentsConfig } from '../../config-payments';
import type { Db } from '../../db/client';
import { clickRoutes } from './click/click.routes';
import { paymeRoutes } from './payme/payme.routes';
import { uzumRoutes } from './uzum/uzum.routes';

/**
 * The providers' merchant endpoints. They always exist: a provider without credentials answers
 * every call with its protocol's authentication error, so nobody can pay through it.
 */
export const providerCallbackRoutes: FastifyPluginAsync<{ db: Db; config: PaymentsConfig }> = async (
  app,
  { db, config },
) => {
  await app.register(paymeRoutes, { db, config: config.payme });
  await app.register(clickRoutes, { db, config: config.click });
  await app.register(uzumRoutes, { db, config: config.uzum });
};

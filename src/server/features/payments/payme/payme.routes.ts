import type { FastifyPluginAsync } from 'fastify';
import type { PaymeConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';

/** The Payme merchant API (research notes). To be built. */
export const paymeRoutes: FastifyPluginAsync<{ db: Db; config: PaymeConfig | null }> = async () => {};

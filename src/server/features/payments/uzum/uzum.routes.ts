import type { FastifyPluginAsync } from 'fastify';
import type { UzumConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';

/** The Uzum merchant API (research notes). To be built. */
export const uzumRoutes: FastifyPluginAsync<{ db: Db; config: UzumConfig | null }> = async () => {};

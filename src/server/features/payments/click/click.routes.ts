import type { FastifyPluginAsync } from 'fastify';
import type { ClickConfig } from '../../../config-payments';
import type { Db } from '../../../db/client';

/** The Click merchant API (research notes). To be built. */
export const clickRoutes: FastifyPluginAsync<{ db: Db; config: ClickConfig | null }> = async () => {};

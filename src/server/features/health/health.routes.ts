import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { migrationState } from '../../db/migrate';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: healthSchema } } },
    async () => ({
      status: 'ok' as const,
      database: { kind: database.kind, migrations: await migrationState(database) },
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
};

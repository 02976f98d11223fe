import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../shared/schemas/common';
import type { Database } from '../../db/client';
import { migrationState } from '../../db/migrate';

/** A real check: answers only after the database has told its migration state. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      // load balancers poll it from one address: a limit would take a healthy server out of service
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['system'], response: { 200: healthSchema } },
    },
    async () => ({
      status: 'ok' as const,
      database: { kind: database.kind, migrations: await migrationState(database) },
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
};

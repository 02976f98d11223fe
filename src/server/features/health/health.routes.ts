import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  // Liveness: the process answers, nothing more (no database). A load balancer restarts a server
  // that fails it; the bench measures it as the framework's ceiling (same hooks, no work).
  app.get(
    '/api/health/live',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );
};

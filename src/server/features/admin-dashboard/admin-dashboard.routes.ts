import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '../../../shared/schemas/admin-dashboard';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { adminDashboard } from './dashboard.service';

/** Admin: the dashboard. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        response: { 200: adminDashboardSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await adminDashboard(db)),
  );
};

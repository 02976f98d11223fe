import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '../../../shared/schemas/admin-dashboard';
import type { Db } from '../../db/client';
import { adminReads } from '../../plugins/admin-reads';
import { adminDashboard } from './dashboard.service';

/** Admin: the dashboard. */
export const adminDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  adminReads(app).get('/api/admin/dashboard', {
    response: adminDashboardSchema,
    read: () => adminDashboard(db),
  });
};

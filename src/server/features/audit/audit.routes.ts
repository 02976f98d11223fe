import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditFacetsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '../../../shared/schemas/admin-audit';
import type { Db } from '../../db/client';
import { adminReads } from '../../plugins/admin-reads';
import { auditFacets, listAudit } from './audit-list';

/** Admin: the audit log of admin writes. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reads = adminReads(app);

  reads.get('/api/admin/audit', {
    querystring: auditListQuerySchema,
    response: auditListResponseSchema,
    read: ({ query }) => listAudit(db, query),
  });

  reads.get('/api/admin/audit/facets', { response: auditFacetsResponseSchema, read: () => auditFacets(db) });
};

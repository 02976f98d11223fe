import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditFacetsResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '../../../shared/schemas/admin-audit';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { auditFacets, listAudit } from './audit-list';

/** Admin: the audit log of admin writes. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  app.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags,
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => listAudit(db, request.query),
  );

  app.get(
    '/api/admin/audit/facets',
    {
      config,
      schema: { tags, response: { 200: auditFacetsResponseSchema, ...errorResponses(401, 403, 429) } },
    },
    async () => auditFacets(db),
  );
};

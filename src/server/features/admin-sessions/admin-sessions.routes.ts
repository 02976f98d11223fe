import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSessionParamsSchema,
  adminSessionsResponseSchema,
} from '../../../shared/schemas/admin-sessions';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { listActiveSessions, terminateSession } from './admin-sessions.service';

/** Everyone's sign-in sessions. */
export const adminSessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  app.get(
    '/api/admin/sessions',
    {
      config,
      schema: { tags, response: { 200: adminSessionsResponseSchema, ...errorResponses(401, 403, 429) } },
    },
    async (request) => ({ sessions: await listActiveSessions(db, requireUser(request).sessionId) }),
  );

  app.delete(
    '/api/admin/sessions/:id',
    {
      config,
      schema: {
        tags,
        params: adminSessionParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await terminateSession(db, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationParamsSchema, notificationsResponseSchema } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { clearNotifications, listNotifications, markRead } from './notifications.service';

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['notifications'];
  const config = { access: 'user' as const };

  app.get(
    '/api/notifications',
    { config, schema: { tags, response: { 200: notificationsResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => listNotifications(db, requireUser(request).id),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config,
      schema: {
        tags,
        params: notificationParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await markRead(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/notifications',
    { config, schema: { tags, response: { ...noContent, ...errorResponses(401, 403, 429) } } },
    async (request, reply) => {
      await clearNotifications(db, requireUser(request).id);
      return reply.status(204).send();
    },
  );
};

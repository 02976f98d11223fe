import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deviceInfoSchema,
  userSessionParamsSchema,
  userSessionsResponseSchema,
} from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses, noContent } from '../../plugins/error-responses';
import type { ActivityRecorder } from './activity-recorder';
import { endSession, listOwnSessions, recordDeviceInfo } from './sessions.service';

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db; activity: ActivityRecorder }> = async (
  app,
  { db, activity },
) => {
  const tags = ['sessions'];
  const config = { access: 'user' as const };

  app.get(
    '/api/sessions',
    { config, schema: { tags, response: { 200: userSessionsResponseSchema, ...errorResponses(401, 429) } } },
    async (request) => {
      const user = requireUser(request);
      return { sessions: await listOwnSessions(db, user.id, user.sessionId) };
    },
  );

  app.put(
    '/api/sessions/current/device',
    {
      config,
      schema: {
        tags,
        body: z.object({ deviceInfo: deviceInfoSchema }),
        response: { ...noContent, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await recordDeviceInfo(db, requireUser(request).sessionId, request.body.deviceInfo);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/sessions/current/activity',
    { config, schema: { tags, response: { ...noContent, ...errorResponses(401, 403, 429) } } },
    async (request, reply) => {
      await activity.write(requireUser(request).sessionId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/sessions/:id',
    {
      config,
      schema: {
        tags,
        params: userSessionParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await endSession(db, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminModuleSchema,
  adminModulesResponseSchema,
  idParamsSchema,
  moduleInputSchema,
  quizIdParamsSchema,
  reorderBodySchema,
} from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { createModule, deleteModule, listModules, reorderModules, updateModule } from './modules.service';

export const adminModuleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  adminReads(app).get('/api/admin/quizzes/:quizId/modules', {
    params: quizIdParamsSchema,
    response: adminModulesResponseSchema,
    read: async ({ params }) => ({ modules: await listModules(db, params.quizId) }),
  });

  app.post(
    '/api/admin/quizzes/:quizId/modules',
    {
      config,
      schema: {
        tags,
        params: quizIdParamsSchema,
        body: moduleInputSchema,
        response: { 201: adminModuleSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createModule(db, requireUser(request), request.params.quizId, request.body)),
  );

  app.put(
    '/api/admin/quizzes/:quizId/modules/order',
    {
      config,
      schema: {
        tags,
        params: quizIdParamsSchema,
        body: reorderBodySchema,
        response: { 200: adminModulesResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => ({
      modules: await reorderModules(db, requireUser(request), request.params.quizId, request.body.ids),
    }),
  );

  app.put(
    '/api/admin/modules/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: moduleInputSchema,
        response: { 200: adminModuleSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => updateModule(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/modules/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      await deleteModule(db, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

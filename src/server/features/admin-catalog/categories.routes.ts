import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoriesResponseSchema,
  adminCategorySchema,
  categoryInputSchema,
  idParamsSchema,
} from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from './categories.service';

export const adminCategoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  adminReads(app).get('/api/admin/categories', {
    response: adminCategoriesResponseSchema,
    read: async () => ({ categories: await listAdminCategories(db) }),
  });

  app.post(
    '/api/admin/categories',
    {
      config,
      schema: {
        tags,
        body: categoryInputSchema,
        response: { 201: adminCategorySchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCategory(db, requireUser(request), request.body)),
  );

  app.put(
    '/api/admin/categories/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        body: categoryInputSchema,
        response: { 200: adminCategorySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => updateCategory(db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      config,
      schema: {
        tags,
        params: idParamsSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await deleteCategory(db, requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};

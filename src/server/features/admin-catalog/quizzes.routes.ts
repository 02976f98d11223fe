import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isImageAddress } from '../../../shared/domain/authoring';
import { adminUploads } from '../../../shared/i18n/admin/uploads';
import {
  adminQuizListQuerySchema,
  adminQuizListResponseSchema,
  adminQuizSchema,
  idParamsSchema,
  quizActiveBodySchema,
  quizDeleteResponseSchema,
  quizInputSchema,
} from '../../../shared/schemas/admin-catalog';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses } from '../../plugins/error-responses';
import { getAdminQuiz, listAdminQuizzes } from './admin-quiz-rows';
import { deleteOrDeactivateQuiz } from './quiz-deletion';
import { createAdminQuiz, setQuizActive, updateAdminQuiz } from './quizzes.service';

/** The form's input; a cleared thumbnail may also come as '' (stored as null). */
const quizBodySchema = quizInputSchema.extend({
  thumbnailUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || isImageAddress(value), { error: () => adminUploads.urlInvalid })
    .nullable(),
});

export const adminQuizRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;
  const withId = { tags, params: idParamsSchema };

  const reads = adminReads(app);

  reads.get('/api/admin/quizzes', {
    querystring: adminQuizListQuerySchema,
    response: adminQuizListResponseSchema,
    read: ({ query }) => listAdminQuizzes(db, query),
  });

  reads.get('/api/admin/quizzes/:id', {
    params: idParamsSchema,
    response: adminQuizSchema,
    read: ({ params }) => getAdminQuiz(db, params.id),
  });

  app.post(
    '/api/admin/quizzes',
    {
      config,
      schema: {
        tags,
        body: quizBodySchema,
        response: { 201: adminQuizSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAdminQuiz(db, requireUser(request), request.body)),
  );

  app.put(
    '/api/admin/quizzes/:id',
    {
      config,
      schema: {
        ...withId,
        body: quizBodySchema,
        response: { 200: adminQuizSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => updateAdminQuiz(db, requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/admin/quizzes/:id/active',
    {
      config,
      schema: {
        ...withId,
        body: quizActiveBodySchema,
        response: { 200: adminQuizSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => setQuizActive(db, requireUser(request), request.params.id, request.body.isActive),
  );

  app.delete(
    '/api/admin/quizzes/:id',
    {
      config,
      schema: {
        ...withId,
        response: { 200: quizDeleteResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => deleteOrDeactivateQuiz(db, requireUser(request), request.params.id),
  );
};

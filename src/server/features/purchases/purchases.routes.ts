import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimResponseSchema, quizIdParamsSchema } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses } from '../../plugins/error-responses';
import { claimFreeQuiz } from './claim';

export const purchaseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/quizzes/:id/claim',
    {
      config: { access: 'user' },
      schema: {
        tags: ['purchases'],
        params: quizIdParamsSchema,
        response: { 200: claimResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request) => ({ purchase: await claimFreeQuiz(db, requireUser(request).id, request.params.id) }),
  );
};

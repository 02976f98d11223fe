import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featuredCategoriesResponseSchema,
  newestQuizzesQuerySchema,
  quizListResponseSchema,
} from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { listFeaturedCategories, listNewestQuizzes } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/categories/featured',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: featuredCategoriesResponseSchema } },
    },
    async () => ({ categories: await listFeaturedCategories(db) }),
  );

  app.get(
    '/api/quizzes/newest',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: newestQuizzesQuerySchema,
        response: { 200: quizListResponseSchema },
      },
    },
    async (request) => ({ quizzes: await listNewestQuizzes(db, request.query.limit) }),
  );
};

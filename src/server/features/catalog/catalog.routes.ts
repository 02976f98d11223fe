import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featuredCategoriesResponseSchema,
  newestQuizzesQuerySchema,
  quizListResponseSchema,
} from '../../../shared/schemas/catalog';
import {
  catalogPageSchema,
  catalogQuerySchema,
  categoryOptionsResponseSchema,
  quizDetailResponseSchema,
  quizIdParamsSchema,
} from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { listCategoryOptions, listFeaturedCategories, listNewestQuizzes } from './catalog.service';
import { searchCatalog } from './catalog-search';
import { quizCoverRoutes } from './quiz-cover.routes';
import { getQuizDetail } from './quiz-detail';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['catalog'];
  await app.register(quizCoverRoutes, { db });

  app.get(
    '/api/categories/featured',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: featuredCategoriesResponseSchema, ...errorResponses(429) } },
    },
    async () => ({ categories: await listFeaturedCategories(db) }),
  );

  app.get(
    '/api/categories',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: categoryOptionsResponseSchema, ...errorResponses(429) } },
    },
    async () => ({ categories: await listCategoryOptions(db) }),
  );

  app.get(
    '/api/quizzes/newest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: newestQuizzesQuerySchema,
        response: { 200: quizListResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ quizzes: await listNewestQuizzes(db, request.query.limit) }),
  );

  app.get(
    '/api/quizzes',
    {
      config: { access: 'public' },
      schema: {
        tags,
        querystring: catalogQuerySchema,
        response: { 200: catalogPageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => searchCatalog(db, request.query),
  );

  app.get(
    '/api/quizzes/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        response: { 200: quizDetailResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const user = await request.loadUser();
      return getQuizDetail(db, request.params.id, user?.id ?? null);
    },
  );
};

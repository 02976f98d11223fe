import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { adminCategoryRoutes } from './categories.routes';
import { adminModuleRoutes } from './modules.routes';
import { adminQuizRoutes } from './quizzes.routes';

/** Admin: categories, quizzes and modules. */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(adminCategoryRoutes, { db });
  await app.register(adminQuizRoutes, { db });
  await app.register(adminModuleRoutes, { db });
};

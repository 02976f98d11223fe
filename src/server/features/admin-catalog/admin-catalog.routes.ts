import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Admin: categories, quizzes and modules (issue 10). */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _deps) => {};

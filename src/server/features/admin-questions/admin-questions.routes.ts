import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

/** Admin: questions, "save all", import and export (issue 10). */
export const adminQuestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (_app, _deps) => {};

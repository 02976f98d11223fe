import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountResponseSchema,
  certificatesResponseSchema,
  inProgressResponseSchema,
  languageUpdateSchema,
  resultsResponseSchema,
} from '../../../shared/schemas/profile';
import { ownedQuizzesResponseSchema } from '../../../shared/schemas/storefront';
import type { Db } from '../../db/client';
import { readerScript } from '../../lib/reader-script';
import { requireUser } from '../../plugins/access';
import { errorResponses, noContent } from '../../plugins/error-responses';
import { readAccount, setAccountLanguage } from './account';
import { listCertificates, listInProgress, listOwnedQuizzes, listResults } from './profile.service';

/** The signed-in user's own lists; there is no way to ask for someone else's. */
export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['profile'];
  const config = { access: 'user' as const };
  const errors = errorResponses(401, 429);

  app.get(
    '/api/me/account',
    { config, schema: { tags, response: { 200: accountResponseSchema, ...errors } } },
    async (request) => readAccount(db, requireUser(request).id),
  );
  app.put(
    '/api/me/language',
    {
      config,
      schema: {
        tags,
        body: languageUpdateSchema,
        response: { ...noContent, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await setAccountLanguage(db, requireUser(request).id, request.body.language);
      return reply.code(204).send();
    },
  );
  app.get(
    '/api/me/quizzes',
    { config, schema: { tags, response: { 200: ownedQuizzesResponseSchema, ...errors } } },
    async (request) => ({
      quizzes: await listOwnedQuizzes(db, requireUser(request).id, readerScript(request)),
    }),
  );
  app.get(
    '/api/me/results',
    { config, schema: { tags, response: { 200: resultsResponseSchema, ...errors } } },
    async (request) => ({
      results: await listResults(db, requireUser(request).id, readerScript(request)),
    }),
  );
  app.get(
    '/api/me/certificates',
    { config, schema: { tags, response: { 200: certificatesResponseSchema, ...errors } } },
    async (request) => ({
      certificates: await listCertificates(db, requireUser(request).id, readerScript(request)),
    }),
  );
  app.get(
    '/api/me/in-progress',
    { config, schema: { tags, response: { 200: inProgressResponseSchema, ...errors } } },
    async (request) => ({
      quizzes: await listInProgress(db, requireUser(request).id, readerScript(request)),
    }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { quizIdParamsSchema } from '../../../shared/schemas/admin-catalog';
import {
  adminQuestionsResponseSchema,
  exportQuerySchema,
  importBodySchema,
  importCommitBodySchema,
  importCommitResponseSchema,
  importPreviewSchema,
  saveQuestionsBodySchema,
} from '../../../shared/schemas/admin-questions';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { errorResponses } from '../../plugins/error-responses';
import { exportQuestions } from './export.service';
import { commitQuestionImport, previewQuestionImport } from './import.service';
import { questionList } from './question-list';
import { saveQuestions } from './questions.service';

/** 500 long questions (5000-character texts, six 1000-character options) pass the default 1 MB. */
const LIST_BODY_LIMIT = 8 * 1024 * 1024;

/** Admin: questions, "save all", import and export (issue 10). */
export const adminQuestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const base = '/api/admin/quizzes/:quizId';

  app.get(
    `${base}/questions`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        response: { 200: adminQuestionsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => questionList(db, request.params.quizId),
  );

  app.put(
    `${base}/questions`,
    {
      bodyLimit: LIST_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        body: saveQuestionsBodySchema,
        response: { 200: adminQuestionsResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => saveQuestions(db, requireUser(request), request.params.quizId, request.body),
  );

  app.post(
    `${base}/import/preview`,
    {
      bodyLimit: LIST_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        body: importBodySchema,
        response: { 200: importPreviewSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => previewQuestionImport(db, request.params.quizId, request.body),
  );

  app.post(
    `${base}/import`,
    {
      bodyLimit: LIST_BODY_LIMIT,
      config: { access: 'admin' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        body: importCommitBodySchema,
        response: { 200: importCommitResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request) => commitQuestionImport(db, requireUser(request), request.params.quizId, request.body),
  );

  app.get(
    `${base}/export`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: quizIdParamsSchema,
        querystring: exportQuerySchema,
        response: {
          200: z.any().describe('The questions as a JSON, GIFT or Aiken file (an attachment, UTF-8)'),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const file = await exportQuestions(db, request.params.quizId, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};

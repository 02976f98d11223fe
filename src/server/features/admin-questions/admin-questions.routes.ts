import type { FastifyReply } from 'fastify';
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
import { WorkerPoolBusyError } from '../../lib/worker-pool';
import { requireUser } from '../../plugins/access';
import { adminReads } from '../../plugins/admin-reads';
import { errorResponses } from '../../plugins/error-responses';
import { AppError } from '../../plugins/errors';
import { exportQuestions } from './export.service';
import { createImportParser } from './import/import-pool';
import { commitQuestionImport, previewQuestionImport } from './import.service';
import { questionList } from './question-list';
import { saveQuestions } from './questions.service';

/** 500 long questions (5000-character texts, six 1000-character options) pass the default 1 MB. */
const LIST_BODY_LIMIT = 8 * 1024 * 1024;

/** A full parser pool answers 503 IMPORT_BUSY with Retry-After. */
async function unlessBusy<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WorkerPoolBusyError)) throw error;
    reply.header('retry-after', String(error.retryAfterSeconds));
    throw new AppError(503, 'IMPORT_BUSY');
  }
}

/** Admin: questions, "save all", import and export. */
export const adminQuestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const base = '/api/admin/quizzes/:quizId';
  const parser = createImportParser();
  app.addHook('onClose', () => parser.close());

  adminReads(app).get(`${base}/questions`, {
    params: quizIdParamsSchema,
    response: adminQuestionsResponseSchema,
    read: ({ params }) => questionList(db, params.quizId),
  });

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
        response: { 200: importPreviewSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) =>
      unlessBusy(reply, () => previewQuestionImport(db, parser, request.params.quizId, request.body)),
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
        response: {
          200: importCommitResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503),
        },
      },
    },
    async (request, reply) =>
      unlessBusy(reply, () =>
        commitQuestionImport(db, parser, requireUser(request), request.params.quizId, request.body),
      ),
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

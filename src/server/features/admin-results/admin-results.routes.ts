import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminResultListSchema,
  itemAnalysisQuerySchema,
  itemAnalysisSchema,
  quizIdParamsSchema,
  resultFiltersSchema,
  resultListQuerySchema,
} from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import { itemAnalysis } from './item-analysis';
import { exportFileName, resultsCsv } from './results-export';
import { listAdminResults } from './results-list';

/** Admin: quiz results, their CSV export and per-quiz item analysis. */
export const adminResultRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['admin'];
  const config = { access: 'admin' } as const;

  app.get(
    '/api/admin/results',
    {
      config,
      schema: {
        tags,
        querystring: resultListQuerySchema,
        response: { 200: adminResultListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await listAdminResults(db, request.query)),
  );

  app.get(
    '/api/admin/results/export.csv',
    {
      config,
      schema: {
        tags,
        querystring: resultFiltersSchema,
        response: {
          200: z
            .any()
            .describe('The filtered results as CSV (UTF-8 with BOM, CRLF; an attachment), streamed'),
          ...errorResponses(400, 401, 403, 429),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(resultsCsv(db, request.query))),
  );

  app.get(
    '/api/admin/quizzes/:quizId/item-analysis',
    {
      config,
      schema: {
        tags,
        params: quizIdParamsSchema,
        querystring: itemAnalysisQuerySchema,
        response: { 200: itemAnalysisSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await itemAnalysis(db, request.params.quizId, request.query.attempts)),
  );
};

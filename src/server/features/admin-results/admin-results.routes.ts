import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminResultListSchema,
  itemAnalysisQuerySchema,
  itemAnalysisSchema,
  quizIdParamsSchema,
  resultFiltersSchema,
  resultListQuerySchema,
} from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import { adminReads } from '../../plugins/admin-reads';
import { itemAnalysis } from './item-analysis';
import { listAdminResults } from './result-rows';
import { exportFileName, resultsCsv } from './results-export';

/** Admin: quiz results, their CSV export and per-quiz item analysis. */
export const adminResultRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reads = adminReads(app);

  reads.get('/api/admin/results', {
    querystring: resultListQuerySchema,
    response: adminResultListSchema,
    read: ({ query }) => listAdminResults(db, query),
  });

  reads.csv('/api/admin/results/export.csv', {
    querystring: resultFiltersSchema,
    description: 'The filtered results',
    fileName: exportFileName,
    lines: (query) => resultsCsv(db, query),
  });

  reads.get('/api/admin/quizzes/:quizId/item-analysis', {
    params: quizIdParamsSchema,
    querystring: itemAnalysisQuerySchema,
    response: itemAnalysisSchema,
    read: ({ params, query }) => itemAnalysis(db, params.quizId, query.attempts),
  });
};

import type { AttemptsChoice, ResultListParams } from '../result-list-params';

/** This feature's query keys: under 'admin', so one call refreshes the admin panel. */
export const adminResultKeys = {
  list: (params: ResultListParams) =>
    ['admin', 'results', 'list', params.search, params.status, params.quizId, params.page] as const,
  itemAnalysis: (quizId: string, attempts: AttemptsChoice) =>
    ['admin', 'results', 'item-analysis', quizId, attempts] as const,
  quizOptions: ['admin', 'results', 'quiz-options'] as const,
};

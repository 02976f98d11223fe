import type { ItemAnalysis } from '@shared/schemas/admin-results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { AttemptsChoice } from '../result-list-params';
import { adminResultKeys } from './admin-result-keys';

export const itemAnalysisPath = (quizId: string, attempts: AttemptsChoice) =>
  `/api/admin/quizzes/${quizId}/item-analysis?attempts=${attempts}`;

/** GET /api/admin/quizzes/:quizId/item-analysis: facility, discrimination and options per question. */
export function getItemAnalysis(
  quizId: string,
  attempts: AttemptsChoice,
  signal?: AbortSignal,
): Promise<ItemAnalysis> {
  return api.get<ItemAnalysis>(itemAnalysisPath(quizId, attempts), { signal });
}

export const itemAnalysisQueryOptions = (quizId: string, attempts: AttemptsChoice) =>
  queryOptions({
    queryKey: adminResultKeys.itemAnalysis(quizId, attempts),
    queryFn: ({ signal }) => getItemAnalysis(quizId, attempts, signal),
    // switching first/all keeps the figures on screen (dimmed) until the others arrive
    placeholderData: keepPreviousData,
  });

export function useItemAnalysis(quizId: string, attempts: AttemptsChoice) {
  return useQuery(itemAnalysisQueryOptions(quizId, attempts));
}

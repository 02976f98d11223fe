import type { AdminModule } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuizKeys } from './admin-quiz-keys';

/** adminModulesResponseSchema: the quiz's modules in order */
export type AdminModulesResponse = { modules: AdminModule[] };

/** GET /api/admin/quizzes/:quizId/modules */
export function getQuizModules(quizId: string, signal?: AbortSignal): Promise<AdminModulesResponse> {
  return api.get<AdminModulesResponse>(`/api/admin/quizzes/${encodeURIComponent(quizId)}/modules`, {
    signal,
  });
}

export const quizModulesQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: adminQuizKeys.modules(quizId),
    queryFn: ({ signal }) => getQuizModules(quizId, signal),
  });

export function useQuizModules(quizId: string) {
  return useQuery(quizModulesQueryOptions(quizId));
}

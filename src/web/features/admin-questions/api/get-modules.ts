import type { AdminModule } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuestionKeys, quizPath } from './admin-question-keys';

interface ModulesResponse {
  modules: AdminModule[];
}

/** GET /api/admin/quizzes/:quizId/modules: the module select's choices, in their order. */
export function getModules(quizId: string, signal?: AbortSignal): Promise<ModulesResponse> {
  return api.get<ModulesResponse>(`${quizPath(quizId)}/modules`, { signal });
}

export const modulesQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: adminQuestionKeys.modules(quizId),
    queryFn: ({ signal }) => getModules(quizId, signal),
  });

export function useModules(quizId: string) {
  return useQuery(modulesQueryOptions(quizId));
}

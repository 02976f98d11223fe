import type { AdminModule } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuizKeys, invalidateAfterCatalogWrite } from './admin-quiz-keys';
import type { AdminModulesResponse } from './get-quiz-modules';

type Reorder = { quizId: string; modules: AdminModule[] };

/** PUT /api/admin/quizzes/:quizId/modules/order: every module id once, in the new order (else 409 REORDER_MISMATCH). */
export function reorderModules({ quizId, modules }: Reorder): Promise<AdminModulesResponse> {
  return api.put<AdminModulesResponse>(`/api/admin/quizzes/${encodeURIComponent(quizId)}/modules/order`, {
    ids: modules.map((module) => module.id),
  });
}

const REORDER_KEY = ['admin', 'reorder-modules'] as const;

/**
 * Optimistic: the list moves at once and moves back if the server refuses. Moves run one after
 * another (one scope), so quick presses reach the server in the order they were made, and the
 * list is refetched once the last of them is done.
 */
export function useReorderModules(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: `reorder-modules-${quizId}` },
    mutationFn: reorderModules,
    onMutate: async ({ quizId, modules }: Reorder) => {
      const key = adminQuizKeys.modules(quizId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminModulesResponse>(key);
      queryClient.setQueryData<AdminModulesResponse>(key, {
        modules: modules.map((module, index) => ({ ...module, orderIndex: index })),
      });
      return { previous };
    },
    onError: (_error, { quizId }, context) => {
      if (context?.previous) queryClient.setQueryData(adminQuizKeys.modules(quizId), context.previous);
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: REORDER_KEY }) <= 1
        ? invalidateAfterCatalogWrite(queryClient)
        : undefined,
  });
}

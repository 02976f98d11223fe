import type { AdminModule, ModuleInput } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/** POST /api/admin/quizzes/:quizId/modules: 201 with the module, placed last. */
export function createModule({
  quizId,
  input,
}: {
  quizId: string;
  input: ModuleInput;
}): Promise<AdminModule> {
  return api.post<AdminModule>(`/api/admin/quizzes/${encodeURIComponent(quizId)}/modules`, input);
}

export function useCreateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModule,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

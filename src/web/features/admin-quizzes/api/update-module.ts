import type { AdminModule, ModuleInput } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/** PUT /api/admin/modules/:id: name, description and points per question. */
export function updateModule({ id, input }: { id: string; input: ModuleInput }): Promise<AdminModule> {
  return api.put<AdminModule>(`/api/admin/modules/${encodeURIComponent(id)}`, input);
}

export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModule,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

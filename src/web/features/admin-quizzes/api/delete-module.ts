import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/** DELETE /api/admin/modules/:id: its questions move to 'Modul belgilanmagan' (module null); 204. */
export function deleteModule(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/modules/${encodeURIComponent(id)}`);
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

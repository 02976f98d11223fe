import type { AdminCategory, CategoryInput } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCategoryWrite } from './admin-category-keys';

/** PUT /api/admin/categories/:id with every field: 200 with the category; 404 when it is gone. */
export function updateCategory({ id, input }: { id: string; input: CategoryInput }): Promise<AdminCategory> {
  return api.put<AdminCategory>(`/api/admin/categories/${encodeURIComponent(id)}`, input);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => invalidateAfterCategoryWrite(queryClient),
  });
}

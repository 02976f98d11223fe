import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCategoryWrite } from './admin-category-keys';

/** DELETE /api/admin/categories/:id: 204; a category that still has quizzes is 409 CATEGORY_HAS_QUIZZES. */
export function deleteCategory(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    // a refusal may mean the list is stale too (a quiz was added meanwhile): refetch either way
    onSettled: () => invalidateAfterCategoryWrite(queryClient),
  });
}

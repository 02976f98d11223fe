import type { AdminCategory, CategoryInput } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCategoryWrite } from './admin-category-keys';

/** POST /api/admin/categories: 201 with the new category; 400 with field errors. */
export function createCategory(input: CategoryInput): Promise<AdminCategory> {
  return api.post<AdminCategory>('/api/admin/categories', input);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => invalidateAfterCategoryWrite(queryClient),
  });
}

import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuizKeys } from './admin-quiz-keys';

/** adminCategoriesResponseSchema */
type AdminCategoriesResponse = { categories: AdminCategory[] };

/** GET /api/admin/categories: every category, for the grid's filter and the quiz form. */
export function getAdminCategories(signal?: AbortSignal): Promise<AdminCategoriesResponse> {
  return api.get<AdminCategoriesResponse>('/api/admin/categories', { signal });
}

const byDisplayOrder = (a: AdminCategory, b: AdminCategory) =>
  a.displayOrder - b.displayOrder || a.nameUz.localeCompare(b.nameUz);

export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminQuizKeys.categories,
    queryFn: ({ signal }) => getAdminCategories(signal),
  });

/** Every category in display order: the grid filters by inactive ones too. */
export function useAdminCategories() {
  return useQuery({
    ...adminCategoriesQueryOptions(),
    select: (data) => [...data.categories].sort(byDisplayOrder),
  });
}

/**
 * The quiz form's choices: active categories in display order (docs/product/admin-and-pages.md section 7), plus the one
 * the quiz already has if it was deactivated since, so editing does not silently drop it.
 */
export function formCategories(categories: AdminCategory[], currentId: string | null): AdminCategory[] {
  return categories.filter((category) => category.isActive || category.id === currentId);
}

import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** adminCategoriesResponseSchema */
type AdminCategoriesResponse = { categories: AdminCategory[] };

/**
 * GET /api/admin/categories: every category, active or not, with its quiz count (the categories
 * page, and the quizzes page's filter and form).
 */
function getAdminCategories(signal?: AbortSignal): Promise<AdminCategoriesResponse> {
  return api.get<AdminCategoriesResponse>('/api/admin/categories', { signal });
}

const adminCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminCategories, queryFn: ({ signal }) => getAdminCategories(signal) });

const byDisplayOrder = (a: AdminCategory, b: AdminCategory) =>
  a.displayOrder - b.displayOrder || a.nameUz.localeCompare(b.nameUz, 'uz');

/** The categories in display order (ties by Uzbek name), as the storefront lists them. */
export function useAdminCategories() {
  return useQuery({
    ...adminCategoriesQueryOptions(),
    select: (data) => [...data.categories].sort(byDisplayOrder),
  });
}

import type { AdminCategory } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminCategoryKeys } from './admin-category-keys';

/** adminCategoriesResponseSchema */
export type AdminCategoriesResponse = { categories: AdminCategory[] };

/** GET /api/admin/categories: every category, active or not, with its quiz count. */
export function getCategories(signal?: AbortSignal): Promise<AdminCategoriesResponse> {
  return api.get<AdminCategoriesResponse>('/api/admin/categories', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: adminCategoryKeys.list, queryFn: ({ signal }) => getCategories(signal) });

const byDisplayOrder = (a: AdminCategory, b: AdminCategory) =>
  a.displayOrder - b.displayOrder || a.nameUz.localeCompare(b.nameUz, 'uz');

/** The categories in display order (ties by Uzbek name), as the storefront lists them. */
export function useCategories() {
  return useQuery({
    ...categoriesQueryOptions(),
    select: (data) => [...data.categories].sort(byDisplayOrder),
  });
}

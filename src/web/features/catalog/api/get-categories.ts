import type { CategoryOption } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type CategoriesResponse = { categories: CategoryOption[] };

/** GET /api/categories: active categories in display order, for the catalogue filter. */
export function getCategories(signal?: AbortSignal): Promise<CategoriesResponse> {
  return api.get<CategoriesResponse>('/api/categories', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'options'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

import type { CategoryOptionsResponse } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/categories: active categories in display order, for the catalogue filter. */
export function getCategories(signal?: AbortSignal): Promise<CategoryOptionsResponse> {
  return api.get<CategoryOptionsResponse>('/api/categories', { signal });
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

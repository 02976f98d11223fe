import type { FeaturedCategoriesResponse } from '@shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * GET /api/categories/featured: the active categories that hold active quizzes, in display order,
 * with icon and count. The home page reads the same endpoint under the same key: one request.
 */
export function getCategories(signal?: AbortSignal): Promise<FeaturedCategoriesResponse> {
  return api.get<FeaturedCategoriesResponse>('/api/categories/featured', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'featured'] as const,
    queryFn: ({ signal }) => getCategories(signal),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

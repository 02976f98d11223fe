import type { FeaturedCategoriesResponse } from '@shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * GET /api/categories/featured: active categories that hold active quizzes, in display order, with
 * icon and count. The home page and /categories read it under one key: one request for both.
 */
export function getFeaturedCategories(signal?: AbortSignal): Promise<FeaturedCategoriesResponse> {
  return api.get<FeaturedCategoriesResponse>('/api/categories/featured', { signal });
}

export const featuredCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories', 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedCategories(signal),
  });

export function useFeaturedCategories() {
  return useQuery(featuredCategoriesQueryOptions());
}

import { type CatalogParams, catalogQueryString } from '@shared/domain/catalog-params';
import { CATALOGUE_PAGE_SIZE } from '@shared/domain/storefront';
import type { CatalogPage } from '@shared/schemas/storefront';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/quizzes: one page of active quizzes, filtered and sorted in SQL. */
export function getCatalog(params: CatalogParams, signal?: AbortSignal): Promise<CatalogPage> {
  return api.get<CatalogPage>(`/api/quizzes?${catalogQueryString(params, CATALOGUE_PAGE_SIZE)}`, {
    signal,
  });
}

export const catalogQueryOptions = (params: CatalogParams) =>
  queryOptions({
    queryKey: ['quizzes', 'catalog', params] as const,
    queryFn: ({ signal }) => getCatalog(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useCatalog(params: CatalogParams) {
  return useQuery(catalogQueryOptions(params));
}

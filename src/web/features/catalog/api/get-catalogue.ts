import { CATALOGUE_PAGE_SIZE } from '@shared/domain/storefront';
import type { CataloguePage } from '@shared/schemas/storefront';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type CatalogueParams, catalogueQueryString } from '../catalog-params';

/** GET /api/quizzes: one page of active quizzes, filtered and sorted in SQL. */
export function getCatalogue(params: CatalogueParams, signal?: AbortSignal): Promise<CataloguePage> {
  return api.get<CataloguePage>(`/api/quizzes?${catalogueQueryString(params, CATALOGUE_PAGE_SIZE)}`, {
    signal,
  });
}

export const catalogueQueryOptions = (params: CatalogueParams) =>
  queryOptions({
    queryKey: ['quizzes', 'catalogue', params] as const,
    queryFn: ({ signal }) => getCatalogue(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useCatalogue(params: CatalogueParams) {
  return useQuery(catalogueQueryOptions(params));
}

import type { AdminResultList } from '@shared/schemas/admin-results';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type ResultListParams, resultListQueryString } from '../result-list-params';
import { adminResultKeys } from './admin-result-keys';

/** GET /api/admin/results: one page of results, newest first, searched and filtered. */
export function getResults(params: ResultListParams, signal?: AbortSignal): Promise<AdminResultList> {
  return api.get<AdminResultList>(`/api/admin/results?${resultListQueryString(params)}`, { signal });
}

export const resultsQueryOptions = (params: ResultListParams) =>
  queryOptions({
    queryKey: adminResultKeys.list(params),
    queryFn: ({ signal }) => getResults(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useResults(params: ResultListParams) {
  return useQuery(resultsQueryOptions(params));
}

import type { ResultsResponse } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/me/results: the user's quiz results, newest first. */
export function getMyResults(signal?: AbortSignal): Promise<ResultsResponse> {
  return api.get<ResultsResponse>('/api/me/results', { signal });
}

export const myResultsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myResults, queryFn: ({ signal }) => getMyResults(signal) });

export function useMyResults() {
  return useQuery(myResultsQueryOptions());
}

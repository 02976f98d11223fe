import type { ResultSummary } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type MyResultsResponse = { results: ResultSummary[] };

/** GET /api/me/results: the user's quiz results, newest first. */
export function getMyResults(signal?: AbortSignal): Promise<MyResultsResponse> {
  return api.get<MyResultsResponse>('/api/me/results', { signal });
}

export const myResultsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myResults, queryFn: ({ signal }) => getMyResults(signal) });

export function useMyResults() {
  return useQuery(myResultsQueryOptions());
}

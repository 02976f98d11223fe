import type { InProgressResponse } from '@shared/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/me/in-progress: the signed-in user's quizzes with a session in progress. */
export function getInProgress(signal?: AbortSignal): Promise<InProgressResponse> {
  return api.get<InProgressResponse>('/api/me/in-progress', { signal });
}

export const inProgressQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.inProgress, queryFn: ({ signal }) => getInProgress(signal) });

export function useInProgress(enabled: boolean) {
  return useQuery({ ...inProgressQueryOptions(), enabled });
}

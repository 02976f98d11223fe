import type { OwnedQuizzesResponse } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/me/quizzes: quizzes the user holds a COMPLETED purchase for, newest first. */
export function getMyQuizzes(signal?: AbortSignal): Promise<OwnedQuizzesResponse> {
  return api.get<OwnedQuizzesResponse>('/api/me/quizzes', { signal });
}

export const myQuizzesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myQuizzes, queryFn: ({ signal }) => getMyQuizzes(signal) });

export function useMyQuizzes() {
  return useQuery(myQuizzesQueryOptions());
}

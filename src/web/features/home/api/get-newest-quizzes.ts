import { HOME_NEWEST_LIMIT } from '@shared/domain/storefront';
import type { QuizListResponse } from '@shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export { HOME_NEWEST_LIMIT };

/** GET /api/quizzes/newest?limit=N: active quizzes, newest first. */
export function getNewestQuizzes(limit = HOME_NEWEST_LIMIT, signal?: AbortSignal): Promise<QuizListResponse> {
  return api.get<QuizListResponse>(`/api/quizzes/newest?limit=${limit}`, { signal });
}

export const newestQuizzesQueryOptions = (limit = HOME_NEWEST_LIMIT) =>
  queryOptions({
    queryKey: ['quizzes', 'newest', limit] as const,
    queryFn: ({ signal }) => getNewestQuizzes(limit, signal),
  });

export function useNewestQuizzes(limit = HOME_NEWEST_LIMIT) {
  return useQuery(newestQuizzesQueryOptions(limit));
}

import type { QuizDetailResponse } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/quizzes/:id: the quiz with up to 3 answer-free previews, and what the viewer holds (the quiz page and the payment of one quiz share it). */
export function getQuizDetail(id: string, signal?: AbortSignal): Promise<QuizDetailResponse> {
  return api.get<QuizDetailResponse>(`/api/quizzes/${encodeURIComponent(id)}`, { signal });
}

export const quizDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.quizDetail(id),
    queryFn: ({ signal }) => getQuizDetail(id, signal),
  });

export function useQuizDetail(id: string) {
  return useQuery(quizDetailQueryOptions(id));
}

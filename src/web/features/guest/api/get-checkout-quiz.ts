import type { QuizDetailResponse } from '@shared/schemas/storefront';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /api/quizzes/:id: the active quiz being bought (the quiz page's request and cache entry). */
export function getCheckoutQuiz(quizId: string, signal?: AbortSignal): Promise<QuizDetailResponse> {
  return api.get<QuizDetailResponse>(`/api/quizzes/${encodeURIComponent(quizId)}`, { signal });
}

export const checkoutQuizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: queryKeys.quizDetail(quizId),
    queryFn: ({ signal }) => getCheckoutQuiz(quizId, signal),
  });

export function useCheckoutQuiz(quizId: string) {
  return useQuery(checkoutQuizQueryOptions(quizId));
}

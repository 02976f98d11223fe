import type { AdminQuizListResponse } from '@shared/schemas/admin-catalog';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { type QuizListParams, quizListQueryString } from '../quiz-list-params';
import { adminQuizKeys } from './admin-quiz-keys';

/** GET /api/admin/quizzes: one page of every quiz (active or not), searched and filtered. */
export function getAdminQuizzes(
  params: QuizListParams,
  signal?: AbortSignal,
): Promise<AdminQuizListResponse> {
  return api.get<AdminQuizListResponse>(`/api/admin/quizzes?${quizListQueryString(params)}`, { signal });
}

export const adminQuizzesQueryOptions = (params: QuizListParams) =>
  queryOptions({
    queryKey: adminQuizKeys.list(params),
    queryFn: ({ signal }) => getAdminQuizzes(params, signal),
    // paging and filtering keep the old page on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

export function useAdminQuizzes(params: QuizListParams) {
  return useQuery(adminQuizzesQueryOptions(params));
}

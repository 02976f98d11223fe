import type { AdminQuestionsResponse } from '@shared/schemas/admin-questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuizKeys } from './admin-quiz-keys';

/** GET /api/admin/quizzes/:quizId/questions: the quiz's questions in order (read-only here). */
export function getQuizQuestions(quizId: string, signal?: AbortSignal): Promise<AdminQuestionsResponse> {
  return api.get<AdminQuestionsResponse>(`/api/admin/quizzes/${encodeURIComponent(quizId)}/questions`, {
    signal,
  });
}

export const quizQuestionsQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: adminQuizKeys.questions(quizId),
    queryFn: ({ signal }) => getQuizQuestions(quizId, signal),
  });

export function useQuizQuestions(quizId: string) {
  return useQuery(quizQuestionsQueryOptions(quizId));
}

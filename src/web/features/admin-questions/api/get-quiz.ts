import type { AdminQuiz } from '@shared/schemas/admin-catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuestionKeys, quizPath } from './admin-question-keys';

/** GET /api/admin/quizzes/:id: the quiz the editor works on (its title); 404 QUIZ_NOT_FOUND. */
export function getQuiz(quizId: string, signal?: AbortSignal): Promise<AdminQuiz> {
  return api.get<AdminQuiz>(quizPath(quizId), { signal });
}

export const quizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: adminQuestionKeys.quiz(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
  });

export function useQuiz(quizId: string) {
  return useQuery(quizQueryOptions(quizId));
}

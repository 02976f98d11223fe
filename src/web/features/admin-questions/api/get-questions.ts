import type { AdminQuestionsResponse } from '@shared/schemas/admin-questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuestionKeys, quizPath } from './admin-question-keys';

/** GET /api/admin/quizzes/:quizId/questions: the list in order and its version. */
export function getQuestions(quizId: string, signal?: AbortSignal): Promise<AdminQuestionsResponse> {
  return api.get<AdminQuestionsResponse>(`${quizPath(quizId)}/questions`, { signal });
}

export const questionsQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: adminQuestionKeys.questions(quizId),
    queryFn: ({ signal }) => getQuestions(quizId, signal),
    // the editor copies the list once and edits its copy: no background refetch while it is open,
    // and no cached list when it opens again (a stale one would only end in QUESTIONS_CHANGED)
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export function useQuestions(quizId: string) {
  return useQuery(questionsQueryOptions(quizId));
}

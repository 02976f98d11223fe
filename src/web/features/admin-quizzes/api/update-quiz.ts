import type { AdminQuiz, QuizInput } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/** PUT /api/admin/quizzes/:id: the whole quiz; 404 QUIZ_NOT_FOUND, 422 QUIZ_HAS_NO_QUESTIONS. */
export function updateQuiz({ id, input }: { id: string; input: QuizInput }): Promise<AdminQuiz> {
  return api.put<AdminQuiz>(`/api/admin/quizzes/${encodeURIComponent(id)}`, input);
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuiz,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

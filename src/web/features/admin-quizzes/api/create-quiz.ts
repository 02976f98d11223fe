import type { AdminQuiz, QuizInput } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/** POST /api/admin/quizzes: 201 with the new quiz. */
export function createQuiz(input: QuizInput): Promise<AdminQuiz> {
  return api.post<AdminQuiz>('/api/admin/quizzes', input);
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

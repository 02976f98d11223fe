import type { QuizDeleteResponse } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/**
 * DELETE /api/admin/quizzes/:id: deleted, or deactivated instead when the quiz has purchases,
 * results or sessions; `message` says which and why.
 */
export function deleteQuiz(id: string): Promise<QuizDeleteResponse> {
  return api.delete<QuizDeleteResponse>(`/api/admin/quizzes/${encodeURIComponent(id)}`);
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

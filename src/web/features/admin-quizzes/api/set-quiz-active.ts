import type { AdminQuiz } from '@shared/schemas/admin-catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { invalidateAfterCatalogWrite } from './admin-quiz-keys';

/** PUT /api/admin/quizzes/:id/active: a quiz without questions is refused (422 QUIZ_HAS_NO_QUESTIONS). */
export function setQuizActive({ id, isActive }: { id: string; isActive: boolean }): Promise<AdminQuiz> {
  return api.put<AdminQuiz>(`/api/admin/quizzes/${encodeURIComponent(id)}/active`, { isActive });
}

export function useSetQuizActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setQuizActive,
    onSettled: () => invalidateAfterCatalogWrite(queryClient),
  });
}

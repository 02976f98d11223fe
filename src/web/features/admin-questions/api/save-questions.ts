import type { AdminQuestionsResponse, SaveQuestionsBody } from '@shared/schemas/admin-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuestionKeys, quizPath } from './admin-question-keys';

/**
 * PUT /api/admin/quizzes/:quizId/questions: "save all", the whole list in order with the loaded
 * version; 409 QUESTIONS_CHANGED when it is stale.
 */
export function saveQuestions(quizId: string, body: SaveQuestionsBody): Promise<AdminQuestionsResponse> {
  return api.put<AdminQuestionsResponse>(`${quizPath(quizId)}/questions`, body);
}

export function useSaveQuestions(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQuestionsBody) => saveQuestions(quizId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQuestionKeys.questions(quizId), saved);
      // the quiz's question count and the modules' counts changed too
      void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.quiz(quizId), exact: true });
      void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.modules(quizId) });
    },
  });
}

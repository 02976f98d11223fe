import type { ImportCommitBody, ImportCommitResponse } from '@shared/schemas/admin-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuestionKeys, quizPath } from './admin-question-keys';

/** POST /api/admin/quizzes/:quizId/import: appends all or nothing; answers with the new list and version. */
export function importQuestions(quizId: string, input: ImportCommitBody): Promise<ImportCommitResponse> {
  return api.post<ImportCommitResponse>(`${quizPath(quizId)}/import`, input);
}

export function useImportQuestions(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportCommitBody) => importQuestions(quizId, input),
    onSuccess: ({ added: _added, modulesCreated: _created, skipped: _skipped, ...list }) => {
      queryClient.setQueryData(adminQuestionKeys.questions(quizId), list);
      void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.quiz(quizId), exact: true });
      void queryClient.invalidateQueries({ queryKey: adminQuestionKeys.modules(quizId) });
    },
  });
}

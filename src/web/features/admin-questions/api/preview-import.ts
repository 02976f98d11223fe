import type { ImportFormat, ImportPreview } from '@shared/schemas/admin-questions';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { quizPath } from './admin-question-keys';

export interface ImportInput {
  format: ImportFormat;
  text: string;
}

/** POST /api/admin/quizzes/:quizId/import/preview: what an import would add, and its problems; writes nothing. */
export function previewImport(quizId: string, input: ImportInput): Promise<ImportPreview> {
  return api.post<ImportPreview>(`${quizPath(quizId)}/import/preview`, input);
}

export function usePreviewImport(quizId: string) {
  return useMutation({ mutationFn: (input: ImportInput) => previewImport(quizId, input) });
}

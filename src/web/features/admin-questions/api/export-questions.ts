import type { ImportFormat } from '@shared/schemas/admin-questions';
import { downloadFile } from '@web/lib/download-file';
import { quizPath } from './admin-question-keys';

const EXTENSIONS: Record<ImportFormat, string> = { json: 'json', gift: 'gift.txt', aiken: 'aiken.txt' };

export const exportPath = (quizId: string, format: ImportFormat) =>
  `${quizPath(quizId)}/export?format=${format}`;

/** GET /api/admin/quizzes/:quizId/export?format=: the file, under the server's name. */
export async function downloadExport(quizId: string, format: ImportFormat): Promise<void> {
  await downloadFile(exportPath(quizId, format), { fallbackName: `savollar.${EXTENSIONS[format]}` });
}

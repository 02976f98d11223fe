import type { ImportFormat } from '@shared/schemas/admin-questions';
import { apiErrorSchema } from '@shared/schemas/common';
import { ApiError } from '@web/lib/api-client';
import { quizPath } from './admin-question-keys';

const EXTENSIONS: Record<ImportFormat, string> = { json: 'json', gift: 'gift.txt', aiken: 'aiken.txt' };

export const exportPath = (quizId: string, format: ImportFormat) =>
  `${quizPath(quizId)}/export?format=${format}`;

/** The server's file name (Content-Disposition), else one made here. */
function fileName(response: Response, format: ImportFormat): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? `savollar.${EXTENSIONS[format]}`;
}

/**
 * GET /api/admin/quizzes/:quizId/export?format=: a file download. Fetched (not a plain link) so
 * a refusal becomes a toast instead of a page of JSON.
 */
export async function downloadExport(quizId: string, format: ImportFormat): Promise<void> {
  const response = await fetch(exportPath(quizId, format), { credentials: 'include' });
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    const error = parsed.success ? parsed.data.error : { code: 'INTERNAL', message: '' };
    throw new ApiError(response.status, error.code, error.message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, format);
  document.body.append(link);
  link.click();
  link.remove();
  // revoked a moment later: some browsers read the blob after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

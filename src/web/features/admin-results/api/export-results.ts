import { downloadFile } from '@web/lib/download-file';
import { type ResultListParams, resultFilterQuery } from '../result-list-params';

/** GET /api/admin/results/export.csv with the page's filters (no paging: every matching result). */
export const exportResultsPath = (params: ResultListParams) => {
  const query = resultFilterQuery(params).toString();
  return `/api/admin/results/export.csv${query ? `?${query}` : ''}`;
};

/** Resolves with the saved file's name. */
export function downloadResultsCsv(params: ResultListParams): Promise<string> {
  return downloadFile(exportResultsPath(params), { fallbackName: 'natijalar.csv' });
}

import { type DownloadProgress, downloadFile } from '@web/lib/download-file';

/**
 * GET /api/admin/system/backup: the database as a file (a .tar.gz of the embedded database, or a
 * pg_dump archive). 501 BACKUP_UNAVAILABLE with an Uzbek message when the server cannot make one.
 */
export function downloadBackup(onProgress: (progress: DownloadProgress) => void): Promise<string> {
  return downloadFile('/api/admin/system/backup', { fallbackName: 'bilimdon-backup', onProgress });
}

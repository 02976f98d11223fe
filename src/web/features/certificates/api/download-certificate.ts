import type { CertificateFormat } from '@shared/schemas/certificates';
import { downloadFile } from '@web/lib/download-file';

export const certificateDownloadPath = (id: string, format: CertificateFormat) =>
  `/api/certificates/${encodeURIComponent(id)}/download?format=${format}`;

/** GET /api/certificates/:id/download?format=: the file, saved under the server's name. */
export async function downloadCertificate(id: string, format: CertificateFormat): Promise<void> {
  await downloadFile(certificateDownloadPath(id, format), { fallbackName: `sertifikat.${format}` });
}

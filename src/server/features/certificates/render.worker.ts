// a worker thread starts without the server's texts: the certificate's words are read from them
import '../../../shared/i18n/runtime/install-all';
import type { CertificateFormat } from '../../../shared/schemas/certificates';
import { type CertificateRenderData, renderCertificatePdf, renderCertificatePng } from './render';

export interface RenderTask {
  format: CertificateFormat;
  data: CertificateRenderData;
}

/**
 * Runs in a piscina worker thread: satori's layout is synchronous JavaScript that would otherwise
 * hold the server's event loop for the whole render. The bytes go back as a plain Uint8Array.
 */
export default async function renderInWorker({ format, data }: RenderTask): Promise<Uint8Array> {
  const file = format === 'pdf' ? await renderCertificatePdf(data) : await renderCertificatePng(data);
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

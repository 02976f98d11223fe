// first: the texts, read by the drawing in the certificate's language (a separate bundle entry)
import '../../../shared/i18n/runtime/install-all';
import { setTextsLanguage } from '../../../shared/i18n/runtime/texts';
import type { CertificateFormat } from '../../../shared/schemas/certificates';
import { currentLanguage, inLanguage } from '../../plugins/language';
import { type CertificateRenderData, renderCertificatePdf, renderCertificatePng } from './render';

setTextsLanguage(currentLanguage);

export interface RenderTask {
  format: CertificateFormat;
  data: CertificateRenderData;
}

/**
 * Runs in a piscina worker thread: satori's layout is synchronous JavaScript that would otherwise
 * hold the server's event loop for the whole render. The bytes go back as a plain Uint8Array.
 */
export default async function renderInWorker({ format, data }: RenderTask): Promise<Uint8Array> {
  const file = await inLanguage(data.language, () =>
    format === 'pdf' ? renderCertificatePdf(data) : renderCertificatePng(data),
  );
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import uzSource from '../../../shared/i18n/messages/uz/uz-latn';
import { compileNamespace } from '../../../shared/i18n/runtime/compile';
import { installTexts } from '../../../shared/i18n/runtime/texts';
import type { CertificateFormat } from '../../../shared/schemas/certificates';
import { type CertificateRenderData, renderCertificatePdf, renderCertificatePng } from './render';

// a worker thread starts without the server's texts: certificates are drawn in the default
// language, from the learner texts' source alone (the other namespaces and languages would only
// slow the thread's start)
installTexts(DEFAULT_LANGUAGE, { uz: compileNamespace(DEFAULT_LANGUAGE, uzSource, undefined) });

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

import { createHash } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { FastifyBaseLogger } from 'fastify';
import type { CertificateFormat } from '../../../shared/schemas/certificates';
import type { CacheKey, CertificateCache } from './certificate-cache';
import type { CertificateRenderData } from './certificate-layout';
import type { RenderPool } from './render-pool';

/** Bump when the drawing changes, so files cached by an older layout are drawn anew. */
const LAYOUT_VERSION = 2;

/** Published once per real render (not per download): for metrics and for tests that count renders. */
export const certificateRenderChannel = diagnosticsChannel.channel('bilimdon:certificate-render');

export interface RenderedEvent {
  certificateId: string;
  format: CertificateFormat;
}

/** A hash of everything printed on the certificate in this format. */
export function contentHash(format: CertificateFormat, data: CertificateRenderData): string {
  const printed = [
    LAYOUT_VERSION,
    format,
    data.holderName,
    data.quizTitle,
    data.percentage,
    data.issuedAt.toISOString(),
    data.code,
    data.verifyUrl,
    data.language,
  ];
  return createHash('sha256').update(JSON.stringify(printed)).digest('hex').slice(0, 32);
}

/**
 * A certificate's PNG or PDF: from the cache when this exact content was drawn before,
 * otherwise drawn once by the render pool (parallel requests for the same file share one
 * render) and kept. A cache that fails to store is logged, never fatal: the file is still served.
 */
export function createCertificateFiles(cache: CertificateCache, pool: RenderPool, log: FastifyBaseLogger) {
  const rendering = new Map<string, Promise<Buffer>>();
  const idOf = (key: CacheKey) => `${key.certificateId}/${key.contentHash}.${key.format}`;

  async function renderAndKeep(key: CacheKey, format: CertificateFormat, data: CertificateRenderData) {
    const file = await pool.render(format, data);
    certificateRenderChannel.publish({ certificateId: key.certificateId, format } satisfies RenderedEvent);
    await cache.set(key, file).catch((error: unknown) => {
      log.warn({ err: error, certificateId: key.certificateId }, 'could not cache a certificate file');
    });
    return file;
  }

  function shared(key: CacheKey, format: CertificateFormat, data: CertificateRenderData) {
    let pending = rendering.get(idOf(key));
    if (!pending) {
      pending = renderAndKeep(key, format, data).finally(() => rendering.delete(idOf(key)));
      rendering.set(idOf(key), pending);
    }
    return pending;
  }

  return {
    async file(
      certificateId: string,
      format: CertificateFormat,
      data: CertificateRenderData,
    ): Promise<Buffer> {
      const key = { certificateId, format, contentHash: contentHash(format, data) };
      // a render under way is joined before and after the cache look-up, so a file that is
      // being stored while we read the cache is never drawn a second time
      const inProgress = rendering.get(idOf(key));
      if (inProgress) return inProgress;
      return (await cache.get(key)) ?? shared(key, format, data);
    },
    close: () => pool.close(),
  };
}

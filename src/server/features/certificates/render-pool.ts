import type { CertificateFormat } from '../../../shared/schemas/certificates';
import { createWorkerPool, type WorkerPoolOptions } from '../../lib/worker-pool';
import type { CertificateRenderData } from './certificate-layout';
import type { RenderTask } from './render.worker';

export type RenderPoolOptions = WorkerPoolOptions;
/** The pool is full (or a render ran out of time): the caller should try again shortly. */
export { WorkerPoolBusyError as RenderBusyError } from '../../lib/worker-pool';

export interface RenderPool {
  render(format: CertificateFormat, data: CertificateRenderData): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Certificates are drawn in worker threads, never on the event loop: a render is hundreds of
 * milliseconds of synchronous layout, and a hostile name could make it seconds.
 */
export function createRenderPool(options: RenderPoolOptions = {}) {
  const pool = createWorkerPool<RenderTask, Uint8Array>(
    (extension) => new URL(`./render.worker${extension}`, import.meta.url),
    options,
  );
  const render = async (format: CertificateFormat, data: CertificateRenderData): Promise<Buffer> => {
    const bytes = await pool.run({ format, data });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  return { render, close: pool.close } satisfies RenderPool;
}

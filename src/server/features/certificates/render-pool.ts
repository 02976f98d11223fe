import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { CertificateFormat } from '../../../shared/schemas/certificates';
import type { CertificateRenderData } from './certificate-layout';
import type { RenderTask } from './render.worker';

export interface RenderPoolOptions {
  /** renders running at once; each is one worker thread and about one CPU core */
  maxThreads?: number;
  /** renders allowed to wait for a thread; beyond that the pool refuses at once */
  maxQueue?: number;
  /** a render still unfinished after this long is abandoned and its worker thread ended */
  timeoutMs?: number;
}

/** The pool is full (or a render ran out of time): the caller should try again shortly. */
export class RenderBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('certificate render pool is busy');
  }
}

export interface RenderPool {
  render(format: CertificateFormat, data: CertificateRenderData): Promise<Buffer>;
  close(): Promise<void>;
}

const RETRY_AFTER_SECONDS = 5;

/**
 * Certificates are drawn in worker threads, never on the event loop: a render is hundreds of
 * milliseconds of synchronous layout, and a hostile name could make it seconds. The pool bounds
 * both the renders running at once and those waiting, so a burst cannot pile up work or memory.
 */
export function createRenderPool({
  maxThreads = defaultThreads(),
  maxQueue = 8,
  timeoutMs = 30_000,
}: RenderPoolOptions = {}) {
  const filename = workerFile();
  const pool = new Piscina<RenderTask, Uint8Array>({
    filename,
    minThreads: 0,
    maxThreads,
    // the bound is enforced below; piscina's own limit only backs it up
    maxQueue: maxThreads + maxQueue,
    idleTimeout: 60_000,
    // development and tests run the TypeScript sources under tsx: a .ts worker needs the same loader
    execArgv: filename.endsWith('.ts') ? ['--import', tsxLoader()] : [],
  });
  let waitingOrRunning = 0;

  const render = async (format: CertificateFormat, data: CertificateRenderData): Promise<Buffer> => {
    // counted here rather than trusting piscina's queue error: a task is queued only once a
    // thread is up, so its own count lags while workers start
    if (waitingOrRunning >= maxThreads + maxQueue) throw new RenderBusyError(RETRY_AFTER_SECONDS);
    waitingOrRunning++;
    try {
      const bytes = await pool.run({ format, data }, { signal: AbortSignal.timeout(timeoutMs) });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isPoolRefusal(error)) throw new RenderBusyError(RETRY_AFTER_SECONDS);
      throw error;
    } finally {
      waitingOrRunning--;
    }
  };

  return { render, close: () => pool.close({ force: true }) } satisfies RenderPool;
}

/** One or two threads, always leaving a core to the event loop. */
function defaultThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

function isPoolRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'AbortError' || error.message === 'Task queue is at limit';
}

/** The worker next to this module: compiled .js when the server is built, else the .ts source. */
function workerFile(): string {
  for (const extension of ['.js', '.ts']) {
    const candidate = fileURLToPath(new URL(`./render.worker${extension}`, import.meta.url));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('the certificate render worker (render.worker.js or .ts) is missing');
}

/** tsx's loader by absolute URL, so the worker finds it whatever the working directory is. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** tasks running at once; each is one worker thread and about one CPU core */
  maxThreads?: number;
  /** tasks allowed to wait for a thread; beyond that the pool refuses at once */
  maxQueue?: number;
  /** a task still unfinished after this long is abandoned and its worker thread ended */
  timeoutMs?: number;
}

/** The pool is full (or a task ran out of time): the caller should try again shortly. */
export class WorkerPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('worker pool is busy');
  }
}

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>;
  close(): Promise<void>;
}

const RETRY_AFTER_SECONDS = 5;

/**
 * Synchronous work that could hold the event loop (a render, a parse of a large text) runs in
 * worker threads. The pool bounds both the tasks running at once and those waiting, so a burst
 * cannot pile up work or memory. `workerAt(extension)` is the worker module's address next to
 * its caller: compiled .js when the server is built, else the .ts source.
 */
export function createWorkerPool<Task, Result>(
  workerAt: (extension: '.js' | '.ts') => URL,
  { maxThreads = defaultThreads(), maxQueue = 8, timeoutMs = 30_000 }: WorkerPoolOptions = {},
): WorkerPool<Task, Result> {
  const filename = workerFile(workerAt);
  const pool = new Piscina<Task, Result>({
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

  const run = async (task: Task): Promise<Result> => {
    // counted here rather than trusting piscina's queue error: a task is queued only once a
    // thread is up, so its own count lags while workers start
    if (waitingOrRunning >= maxThreads + maxQueue) throw new WorkerPoolBusyError(RETRY_AFTER_SECONDS);
    waitingOrRunning++;
    try {
      return await pool.run(task, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      if (isPoolRefusal(error)) throw new WorkerPoolBusyError(RETRY_AFTER_SECONDS);
      throw error;
    } finally {
      waitingOrRunning--;
    }
  };

  return { run, close: () => pool.close({ force: true }) };
}

/** One or two threads, always leaving a core to the event loop. */
function defaultThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

function isPoolRefusal(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'AbortError' || error.message === 'Task queue is at limit';
}

function workerFile(workerAt: (extension: '.js' | '.ts') => URL): string {
  for (const extension of ['.js', '.ts'] as const) {
    const candidate = fileURLToPath(workerAt(extension));
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`the worker ${fileURLToPath(workerAt('.js'))} (or its .ts source) is missing`);
}

/** tsx's loader by absolute URL, so the worker finds it whatever the working directory is. */
function tsxLoader(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}

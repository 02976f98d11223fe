/**
 * How long a commit alone takes on the bench's PostgreSQL at the same moments as the saves: the
 * ceiling a durable save cannot beat, measured in the same run (the no-op route is the
 * framework's). A thread of its own (commit-probe-worker.mjs, so the client's busy event loop
 * does not delay it) inserts one row every 10 ms on a pool of its own and times the round trip,
 * commit and WAL flush included; about 5% more commits than the saves at 2,000/s. A phase's
 * figures are those of the probes sent within it, read once the probe has stopped.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { percentile } from './play-report';

export interface CommitLatency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** probes that failed (the database refused or dropped them) */
  errors: number;
}

/** A stretch of wall time (epoch ms) whose probes make up a phase's figure. */
export interface Span {
  from: number;
  to: number;
}

const now = () => performance.timeOrigin + performance.now();

export class CommitProbe {
  private readonly samples: [sentAt: number, ms: number][] = [];
  private failure: unknown;
  private readonly ready: Promise<void>;

  private constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (message: [number, number][] | 'ready') => {
        if (message === 'ready') resolve();
        else this.samples.push(...message);
      });
      worker.on('error', (error) => {
        this.failure = error;
        reject(error);
      });
    });
  }

  static async start(databaseUrl: string): Promise<CommitProbe> {
    const probe = new CommitProbe(
      new Worker(new URL('./commit-probe-worker.mjs', import.meta.url), { workerData: { databaseUrl } }),
    );
    await probe.ready;
    return probe;
  }

  /** Starts a span; the returned function ends it. */
  span(): () => Span {
    const from = now();
    return () => ({ from, to: now() });
  }

  /** The commits sent within `span` (call after stop(), when every probe has answered). */
  latencyIn({ from, to }: Span): CommitLatency {
    const within = this.samples.filter(([sentAt]) => sentAt >= from && sentAt < to).map(([, ms]) => ms);
    const answered = within.filter((ms) => ms >= 0);
    return {
      p50Ms: percentile(answered, 50),
      p99Ms: percentile(answered, 99),
      maxMs: percentile(answered, 100),
      errors: within.length - answered.length,
    };
  }

  /** Stops probing once every probe sent has answered; fails when the probe's thread did. */
  async stop(): Promise<void> {
    const exited = once(this.worker, 'exit');
    this.worker.postMessage('stop');
    const [code] = await exited;
    if (this.failure) throw this.failure;
    if (code !== 0) throw new Error(`the commit probe's thread exited with ${code}`);
  }
}

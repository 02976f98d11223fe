/**
 * What PostgreSQL's backends are doing during each phase of `npm run bench:play:postgres`:
 * pg_stat_activity sampled every 10 ms on a connection of its own. A phase's figure per state is
 * the number of backends in it on average, e.g. `IO:WALSync 0.6` (one backend flushing the WAL
 * to disk 60% of the time) or `LWLock:WALWrite 1.8` (commits waiting for that flush). It tells a
 * save that waits for the disk from one that waits for a core or a lock.
 */
import pg from 'pg';

const SAMPLE_EVERY_MS = 10;

interface Sample {
  at: number;
  states: Map<string, number>;
}

export type DatabaseWaits = Record<string, number>;

export class DatabaseWaitSampler {
  private readonly samples: Sample[] = [];
  private stopped = false;
  private readonly done: Promise<void>;

  private constructor(private readonly client: pg.Client) {
    this.done = this.loop();
  }

  static async start(databaseUrl: string): Promise<DatabaseWaitSampler> {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-waits' });
    await client.connect();
    return new DatabaseWaitSampler(client);
  }

  private async loop() {
    while (!this.stopped) {
      const { rows } = await this.client.query<{ state: string; n: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as state, count(*)::int as n
           from pg_stat_activity
          where backend_type = 'client backend' and state <> 'idle' and pid <> pg_backend_pid()
            and application_name <> 'bench-commit-probe'
          group by 1`,
      );
      this.samples.push({ at: performance.now(), states: new Map(rows.map((row) => [row.state, row.n])) });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  }

  /** Starts a span; the returned function gives the average backends per state since then. */
  measure(): () => DatabaseWaits {
    const from = performance.now();
    return () => {
      const span = this.samples.filter((sample) => sample.at >= from);
      const totals = new Map<string, number>();
      for (const sample of span) {
        for (const [state, n] of sample.states) totals.set(state, (totals.get(state) ?? 0) + n);
      }
      const average = [...totals]
        .map(([state, total]) => [state, Math.round((total / Math.max(1, span.length)) * 100) / 100] as const)
        .filter(([, n]) => n >= 0.01)
        .sort((a, b) => b[1] - a[1]);
      return Object.fromEntries(average);
    };
  }

  async stop() {
    this.stopped = true;
    await this.done;
    await this.client.end();
  }
}

/**
 * The bench's PostgreSQL as a server that has been running: WAL segments ready to be reused.
 *
 * A fresh cluster has none, so each time the saves fill a 16 MB segment (every 6.5 s at 2,000
 * saves/s) the commit that needs the next one creates it: 16 MB of zeros written and flushed while
 * every other commit waits, a second of saves with p99 of 20-70 ms each time (2026-11-27: each
 * such second of a run fell on a burst of 16 MB in the disk's write counters). A server that has
 * run a while recycles the segments its checkpoints no longer need, up to `min_wal_size` of them
 * (1 GB for exam day: docs/operations.md, "PostgreSQL's write-ahead log"), so under load it creates none. Here
 * segments are filled and switched through, and two checkpoints make them old enough to be
 * recycled as the segments ahead.
 */
import pg from 'pg';

const SEGMENT_BYTES = 16 * 1024 * 1024;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-wal' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function segmentsAhead(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_ls_waldir()
      where name ~ '^[0-9A-F]{24}$' and name > pg_walfile_name(pg_current_wal_lsn())`,
  );
  return rows[0]!.n;
}

/** WAL segments after the one being written, ready to be reused: none means one is created next. */
export function walSegmentsAhead(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, segmentsAhead);
}

/**
 * Makes up to `segments` WAL segments ready ahead of the current one; returns how many are. Needs
 * a superuser (checkpoint, pg_ls_waldir), as `bench:play:postgres` has.
 */
export async function recycleWalAhead(databaseUrl: string, segments: number): Promise<number> {
  try {
    return await readyWalAhead(databaseUrl, segments);
  } catch (error) {
    throw new Error(
      `readying WAL segments failed (${(error as Error).message}): it needs a superuser; --wal-ahead 0 skips it`,
      { cause: error },
    );
  }
}

function readyWalAhead(databaseUrl: string, segments: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ bytes: string }>(
      `select pg_size_bytes(current_setting('min_wal_size')) as bytes`,
    );
    const kept = Math.floor(Number(rows[0]!.bytes) / SEGMENT_BYTES);
    if (kept < segments) {
      console.warn(`min_wal_size keeps ${kept} WAL segments, fewer than the ${segments} wanted ahead`);
    }
    const fill = async () => {
      await client.query('insert into wal_filler values (1)');
      await client.query('select pg_switch_wal()');
    };
    await client.query('create temporary table wal_filler (n int)');
    for (let i = 0; i < segments; i++) await fill();
    // a checkpoint removes (here: recycles) only segments older than the checkpoint before it
    await client.query('checkpoint');
    await fill();
    await client.query('checkpoint');
    return segmentsAhead(client);
  });
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** A callback for NOTIFY payloads on one channel. */
export type NotifyListener = (payload: string) => void;

export interface Database {
  db: Db;
  kind: DbKind;
  /** LISTEN on a channel; returns the unsubscribe function. */
  listen(channel: string, listener: NotifyListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** the raw PGlite instance (tests dump it as a template); undefined on postgres */
  pglite?: PGlite;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** directory for the embedded database; omitted means in memory (tests) */
  dataDir?: string;
  /** a dumped, migrated data directory to start from (tests) */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: OpenOptions): Promise<Database> {
  let releaseLock: (() => void) | undefined;
  let dbDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    dbDir = path.join(dataDir, 'pglite');
  }
  try {
    const client = new PGlite({ dataDir: dbDir, loadDataDir, extensions: { pg_trgm } });
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      pglite: client,
      listen: (channel, listener) =>
        client.listen(channel, listener).then((unlisten) => async () => unlisten()),
      close: async () => {
        await client.close();
        releaseLock?.();
      },
    };
  } catch (error) {
    releaseLock?.();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('select 1');
  // One dedicated connection holds every LISTEN of this process.
  const listenClient = await pool.connect();
  const listeners = new Map<string, Set<NotifyListener>>();
  listenClient.on('notification', (message) => {
    for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
  });
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    listen: async (channel, listener) => {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await listenClient.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    close: async () => {
      listenClient.release();
      await pool.end();
    },
  };
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { type ListenerStatus, type NotifyListener, PgListener, type ReconnectBackoff } from './pg-listener';
import { nameStatements } from './prepared';
import * as schema from './schema';

export type { NotifyListener } from './pg-listener';

/** What a raw query (`db.execute`) returns on both drivers: node-postgres and PGlite both give `rows`. */
interface QueryRows<Row> {
  rows: Row[];
}
interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

/**
 * The database handle services take: PGlite's and node-postgres's databases and a transaction of
 * either all fit it, so a service runs the same inside or outside a transaction without casts.
 */
export type Db = PgDatabase<QueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

/** Whether a handle is the embedded database's: one connection, inside this process. */
export function isEmbedded(db: Db): boolean {
  return is(db, PgliteDatabase);
}

/** Connection trouble the app should log; `listen_restored` means live events may have been missed. */
export type ConnectionEvent = ListenerStatus | { kind: 'idle_client_error'; error: Error };

/** The application_name of this process's connections, as seen in pg_stat_activity. */
export const APPLICATION_NAME = 'bilimdon';
export const LISTEN_APPLICATION_NAME = 'bilimdon-listen';
/** Connections per server on PostgreSQL: the shared pool, the contact pool and one for LISTEN. */
export const POOL_SIZE = 10;
export const CONTACT_POOL_SIZE = 10;

export interface Database {
  db: Db;
  /**
   * Exam day's batched writes (answers and heartbeats to running sessions) on PostgreSQL
   * go to a pool of their own (on PGlite, one connection, it is `db`): a transaction holds its
   * connection across round trips, and on the shared pool a start storm kept saves waiting for a
   * connection for up to half a second.
   */
  contactDb: Db;
  kind: DbKind;
  /** apply the migrations in a folder; each driver has its own migrator, typed for its own database */
  migrate(migrationsFolder: string): Promise<void>;
  /** LISTEN on a channel; returns the unsubscribe function. */
  listen(channel: string, listener: NotifyListener): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification committed before the call has reached the listeners (on
   * PGlite they arrive before the writing query returns); rejects while LISTEN is down.
   */
  notificationsCaughtUp(): Promise<void>;
  /** connection losses and recoveries (PostgreSQL only; the embedded database cannot lose one) */
  onConnectionEvent(handler: (event: ConnectionEvent) => void): () => void;
  close(): Promise<void>;
  /** the raw PGlite instance (tests dump it as a template); undefined on postgres */
  pglite?: PGlite;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** where the LISTEN connection goes: a session of its own, not a transaction-mode pooler's */
  directUrl?: string;
  /** directory for the embedded database; omitted means in memory (tests) */
  dataDir?: string;
  /** a dumped, migrated data directory to start from (tests) */
  loadDataDir?: Blob | File;
  /** how fast a lost LISTEN connection is retried (PostgreSQL) */
  listenBackoff?: ReconnectBackoff;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.directUrl ?? options.databaseUrl, options.listenBackoff)
    : openPglite(options);
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
    const db = drizzlePglite(client, { schema });
    return {
      db,
      contactDb: db,
      kind: 'pglite',
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
      pglite: client,
      listen: (channel, listener) =>
        client.listen(channel, listener).then((unlisten) => async () => unlisten()),
      notificationsCaughtUp: async () => undefined,
      onConnectionEvent: () => () => undefined,
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

async function openPostgres(
  url: string,
  listenUrl: string,
  listenBackoff?: ReconnectBackoff,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, application_name: APPLICATION_NAME });
  const contactPool = new pg.Pool({
    connectionString: url,
    max: CONTACT_POOL_SIZE,
    application_name: APPLICATION_NAME,
  });
  // a LISTEN URL of its own means a transaction-mode pooler on `url`: statements stay unnamed
  nameStatements(url === listenUrl);
  const handlers = new Set<(event: ConnectionEvent) => void>();
  const report = (event: ConnectionEvent) => {
    for (const handler of handlers) handler(event);
  };
  // without a handler, an idle client's error (a restarted or terminating server) crashes the process
  for (const each of [pool, contactPool])
    each.on('error', (error) => report({ kind: 'idle_client_error', error }));
  const endPools = () => Promise.all([pool.end(), contactPool.end()]);
  await pool.query('select 1');
  const listener = new PgListener({
    connectionString: listenUrl,
    applicationName: LISTEN_APPLICATION_NAME,
    backoff: listenBackoff,
  });
  try {
    await listener.start();
  } catch (error) {
    await endPools();
    throw error;
  }
  listener.onStatus(report);
  const db = drizzlePg(pool, { schema });
  return {
    db,
    contactDb: drizzlePg(contactPool, { schema }),
    kind: 'postgres',
    migrate: (migrationsFolder) => oneServerAtATime(listenUrl, () => migratePg(db, { migrationsFolder })),
    listen: (channel, notify) => listener.listen(channel, notify),
    notificationsCaughtUp: () => listener.caughtUp(),
    onConnectionEvent: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => {
      await listener.close();
      await endPools();
    },
  };
}

/**
 * Runs `work` under a session advisory lock held by a connection of its own (on the direct URL: a
 * transaction-mode pooler cannot hold one). Servers started together on a new release migrate one
 * after another, the later ones finding nothing left, instead of failing on "already exists".
 */
async function oneServerAtATime<T>(url: string, work: () => Promise<T>): Promise<T> {
  const session = new pg.Client({ connectionString: url, application_name: APPLICATION_NAME });
  await session.connect();
  try {
    await session.query(`select pg_advisory_lock(hashtextextended('bilimdon:migrate', 0))`);
    return await work();
  } finally {
    // ending the session releases its lock, also when `work` failed
    await session.end();
  }
}

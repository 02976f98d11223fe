import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_NAME,
  type ConnectionEvent,
  type Database,
  type Db,
  openDatabase,
} from '../../db/client';
import { reconnectDelay } from '../../db/pg-listener';
import { signedInUser } from '../../test/factories';
import { adminUrl } from '../../test/postgres';
import { createTestApp, openTestDatabase, scratchPostgres } from '../../test/test-app';
import { EventHub, type LiveEvent, publish } from './events';

const silentLog = { warn: () => undefined };

/** Reads an SSE response until a text shows up (the test's timeout bounds the wait). */
async function openEventStream(address: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/events`, { headers: { cookie }, signal: controller.signal });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return {
    received: () => received,
    async readUntil(needle: string) {
      while (!received.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before "${needle}"; got:\n${received}`);
        received += decoder.decode(value);
      }
    },
    close: () => controller.abort(),
  };
}

/** Resolves with the first connection event of a kind (or one already seen). */
function connectionEvents(database: Database) {
  const seen: ConnectionEvent[] = [];
  const waiters: Array<() => void> = [];
  database.onConnectionEvent((event) => {
    seen.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    seen,
    async next<K extends ConnectionEvent['kind']>(kind: K): Promise<Extract<ConnectionEvent, { kind: K }>> {
      for (;;) {
        const found = seen.find((event) => event.kind === kind);
        if (found) return found as Extract<ConnectionEvent, { kind: K }>;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

/** Ends this database's LISTEN backend the way an operator or a failover would. */
async function terminateListenBackend(admin: Db, databaseName: string): Promise<number> {
  const result = await admin.execute<{ pid: number }>(sql`
    select pg_terminate_backend(pid) as pid from pg_stat_activity
    where datname = ${databaseName} and query ilike 'LISTEN%'`);
  return result.rows.length;
}

describe('reconnection backoff', () => {
  it('doubles from the initial delay and is capped', () => {
    const backoff = { initialMs: 250, maxMs: 30_000 };
    expect([1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, backoff))).toEqual([250, 500, 1000, 2000]);
    expect(reconnectDelay(8, backoff)).toBe(30_000);
    expect(reconnectDelay(10_000, backoff)).toBe(30_000);
  });
});

describe('the event hub resync', () => {
  it('tells every subscriber of every user to refetch, and events keep flowing after it', async () => {
    const database = await openTestDatabase();
    try {
      const hub = await EventHub.connect(database, silentLog);
      const seen: LiveEvent[] = [];
      hub.subscribe('user-a', (event) => seen.push(event));
      hub.subscribe('user-a', (event) => seen.push(event));
      hub.subscribe('user-b', (event) => seen.push(event));
      hub.resyncAll();
      expect(seen.map((event) => [event.userId, event.type])).toEqual([
        ['user-a', 'resync'],
        ['user-a', 'resync'],
        ['user-b', 'resync'],
      ]);

      const delivered = new Promise<LiveEvent>((resolve) => hub.subscribe('user-b', resolve));
      await publish(database.db, { userId: 'user-b', type: 'notification', data: { n: 1 } });
      expect(await delivered).toMatchObject({ type: 'notification', data: { n: 1 } });
    } finally {
      await database.close();
    }
  });
});

describe('events published together', () => {
  it('arrive in the order given', async () => {
    const database = await openTestDatabase();
    try {
      const hub = await EventHub.connect(database, silentLog);
      const seen: unknown[] = [];
      const all = new Promise<void>((resolve) =>
        hub.subscribe('user-c', (event) => {
          seen.push(event.data.n);
          if (seen.length === 5) resolve();
        }),
      );
      const events = [3, 1, 4, 1.5, 9].map((n) => ({ userId: 'user-c', type: 'notification', data: { n } }));
      await database.db.transaction((t) => publish(t, ...events));
      await all;
      expect(seen).toEqual([3, 1, 4, 1.5, 9]);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('live updates on PostgreSQL survive a lost connection', () => {
  const baseUrl = process.env.DATABASE_URL!;

  it('after the LISTEN backend is terminated, open pages get a resync and later events still arrive', async () => {
    const app = await createTestApp();
    const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
    const user = await signedInUser(app);
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...user.client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    const feed = await openEventStream(address, cookie);
    try {
      await feed.readUntil('event: ready');
      expect(await terminateListenBackend(admin.db, await currentDatabaseName(app.db))).toBe(1);

      await feed.readUntil('event: resync');
      await publish(app.db, { userId: user.id, type: 'notification', data: { probe: 'after-reconnect' } });
      await feed.readUntil('after-reconnect');
      expect(feed.received()).toContain('event: notification');
    } finally {
      feed.close();
      await app.close();
      await admin.close();
    }
  });

  it('keeps retrying while the server refuses connections, then LISTENs again', async () => {
    const scratch = await scratchPostgres(baseUrl);
    const name = new URL(scratch.url).pathname.slice(1);
    const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
    const database = await openDatabase({
      databaseUrl: scratch.url,
      listenBackoff: { initialMs: 20, maxMs: 200 },
    });
    const events = connectionEvents(database);
    const payloads: string[] = [];
    await database.listen('probe_channel', (payload) => payloads.push(payload));
    try {
      await admin.db.execute(sql.raw(`alter database ${name} with allow_connections false`));
      expect(await terminateListenBackend(admin.db, name)).toBe(1);
      expect((await events.next('listen_lost')).error).toBeInstanceOf(Error);
      const failed = await events.next('listen_retry_failed');
      expect(failed.retryInMs).toBeGreaterThan(0);

      await admin.db.execute(sql.raw(`alter database ${name} with allow_connections true`));
      expect((await events.next('listen_restored')).attempts).toBeGreaterThanOrEqual(2);
      const delivered = new Promise<void>((resolve) => database.listen('probe_channel', () => resolve()));
      await database.db.execute(sql`select pg_notify('probe_channel', 'back')`);
      await delivered;
      expect(payloads).toContain('back');
    } finally {
      await admin.db.execute(sql.raw(`alter database ${name} with allow_connections true`));
      await database.close();
      await admin.close();
      await scratch.drop();
    }
  });

  it('an idle pooled connection that dies is reported and replaced, not a crash', async () => {
    const scratch = await scratchPostgres(baseUrl);
    const name = new URL(scratch.url).pathname.slice(1);
    const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
    const database = await openDatabase({ databaseUrl: scratch.url });
    const events = connectionEvents(database);
    try {
      await admin.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${name} and application_name = ${APPLICATION_NAME}`);
      expect((await events.next('idle_client_error')).error).toBeInstanceOf(Error);
      const result = await database.db.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(result.rows).toEqual([{ ok: 1 }]);
    } finally {
      await database.close();
      await admin.close();
      await scratch.drop();
    }
  });
});

async function currentDatabaseName(db: Db): Promise<string> {
  const result = await db.execute<{ name: string }>(sql`select current_database() as name`);
  return result.rows[0]!.name;
}

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDemoData } from '../../seed';
import { adminUrl, withDatabase } from '../../test/postgres';
import { testConfig } from '../../test/test-app';
import { memoryStorage } from '../uploads/image-storage';
import { type Server, sessionCacheScenarios } from './session-cache.test-support';

/**
 * Two app servers on one PostgreSQL, each with its own pool and LISTEN connection (as two
 * processes have): a sign-in ended or changed through server A is refused or changed on server B
 * at the very next request, though B answered it from its cache just before.
 * Needs DATABASE_URL (npm run test:cluster).
 */
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('The cluster suite needs DATABASE_URL: run it with `npm run test:cluster`.');

const name = `bilimdon_cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(baseUrl, name);
const secret = randomBytes(32).toString('hex');
const opened: { database: Database; app: Server }[] = [];

async function startServer(): Promise<Server & { database: Database }> {
  const database = await openDatabase({ databaseUrl });
  const config = testConfig({ databaseUrl, databaseDirectUrl: databaseUrl, authSecret: secret });
  const app = await buildApp({ config, database, imageStorage: memoryStorage() });
  await app.server.ready();
  opened.push({ database, app });
  return { ...app, database };
}

let a: Server & { database: Database };
let b: Server & { database: Database };
beforeAll(async () => {
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const migrator = await openDatabase({ databaseUrl });
  await runMigrations(migrator);
  await migrator.close();
  a = await startServer();
  b = await startServer();
  await seedDemoData(a.database.db, a.auth);
}, 120_000);

afterAll(async () => {
  for (const { app, database } of opened) {
    await app.server.close();
    await database.close();
  }
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl!) });
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.close();
});

describe('session cache on two servers', () => {
  sessionCacheScenarios(() => ({ writer: a, reader: b, db: a.database.db }));

  it("caught up: what A committed before B asked has reached B's listeners when B's answer comes", async () => {
    const seen: string[] = [];
    const stop = await b.database.listen('bilimdon_probe', (payload) => seen.push(payload));
    try {
      for (let i = 0; i < 50; i++) {
        await a.database.db.execute(sql`select pg_notify('bilimdon_probe', ${String(i)})`);
        await b.database.notificationsCaughtUp();
        expect(seen.at(-1)).toBe(String(i));
      }
    } finally {
      await stop();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { desc, eq, sql } from 'drizzle-orm';
import { NO_INTEGRATIONS } from '../../shared/schemas/integrations';
import { buildApp } from '../app';
import type { Config } from '../config';
import { NO_PAYMENT_PROVIDERS } from '../config-payments';
import { NO_SMS_GATEWAY } from '../config-sms';
import { type Database, type Db, openDatabase } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { CatalogReadModel } from '../features/catalog/catalog-live';
import { memoryStorage } from '../features/uploads/image-storage';
import { seedDemoData } from '../seed';
import { adminUrl, TEMPLATE_DB, TEMPLATE_FILE, withDatabase } from './postgres';

export const TEST_ORIGIN = 'http://localhost:3000';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    isProduction: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: process.env.DATABASE_URL,
    databaseDirectUrl: process.env.DATABASE_URL,
    publicUrl: TEST_ORIGIN,
    authSecret: randomBytes(32).toString('hex'),
    smtpUrl: undefined,
    mailFrom: 'Bilimdon <test@bilimdon.uz>',
    logLevel: 'silent',
    trustedOrigins: [],
    payments: { fallback: 'demo', ...NO_PAYMENT_PROVIDERS },
    s3: null,
    sms: NO_SMS_GATEWAY,
    apiRateLimit: 10_000,
    ipRateLimits: false,
    userWriteLimit: 240,
    serverTiming: false,
    trustProxy: false,
    testClock: false,
    demoHistory: false,
    integrations: NO_INTEGRATIONS,
    ...overrides,
  };
}

/** A new PostgreSQL database cloned from the migrated template; `drop` removes it. */
export async function scratchPostgres(url: string) {
  const name = `bilimdon_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(url) });
  await admin.db.execute(sql.raw(`create database ${name} template ${TEMPLATE_DB}`));
  await admin.close();
  return {
    url: withDatabase(url, name),
    async drop() {
      const cleanup = await openDatabase({ databaseUrl: adminUrl(url) });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await cleanup.close();
    },
  };
}

/** A fresh database for one test file: PGlite loaded from the migrated template, or a cloned PG database. */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = readFileSync(TEMPLATE_FILE);
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const scratch = await scratchPostgres(url);
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    url: scratch.url,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Each test app's read model by its database handle: the factories write past the app. */
const catalogs = new WeakMap<Db, CatalogReadModel>();

/**
 * Waits until the test app of `db` (if any) holds every write committed so far: on PostgreSQL a
 * factory's NOTIFY reaches the app after the insert returns, and the next request would miss it.
 */
export async function catalogSettled(db: Db): Promise<void> {
  await catalogs.get(db)?.settled();
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  /** a folder with a built web app's index.html (page tests); none by default */
  webRoot?: string;
}

/** The real app on a fresh database, optionally with the demo catalogue and accounts. */
export async function createTestApp({ seed = false, config, webRoot = '/nonexistent' }: TestAppOptions = {}) {
  const database = await openTestDatabase();
  // memory, also for apps configured as production: the test data dir must never be created
  // the app's own database, not the server's default one: pg_dump backups must dump this one
  const appConfig = testConfig({ databaseUrl: database.url, databaseDirectUrl: database.url, ...config });
  const { server, auth } = await buildApp({
    config: appConfig,
    database,
    webRoot,
    imageStorage: memoryStorage(),
  });
  await server.ready();
  catalogs.set(database.db, server.catalog);
  if (seed) await seedDemoData(database.db, auth);
  await server.catalog.settled();
  return {
    server,
    auth,
    config: appConfig,
    database,
    db: database.db,
    async close() {
      await server.close();
      await database.close();
    },
    /** the newest email sent to an address */
    async lastEmailTo(to: string) {
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, to))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return row;
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { seedDemoData } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { client } from '../../test/http';
import { adminUrl, withDatabase } from '../../test/postgres';
import { testConfig } from '../../test/test-app';
import { type FakeS3, startFakeS3 } from './fake-s3.test-support';
import { imageUpload, solidImage } from './uploads.test-support';

/**
 * Two app servers on one PostgreSQL and one S3 bucket (README "Several servers"): an image
 * uploaded through either is served by both, and the admin's session works on both, so a load
 * balancer needs no sticky sessions. Needs DATABASE_URL (npm run test:cluster).
 */
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) throw new Error('The cluster suite needs DATABASE_URL: run it with `npm run test:cluster`.');

const name = `bilimdon_uploads_${randomBytes(4).toString('hex')}`;
const databaseUrl = withDatabase(baseUrl, name);
// one secret for both, as on real servers: a session signed by one is valid on the other
const authSecret = randomBytes(32).toString('hex');
let s3: FakeS3;
const databases: Database[] = [];
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

async function startServer() {
  const database = await openDatabase({ databaseUrl });
  databases.push(database);
  const config = testConfig({ databaseUrl, databaseDirectUrl: databaseUrl, authSecret, s3: s3.config });
  // no imageStorage given: each server opens the bucket from its configuration, as main.ts does
  const app = await buildApp({ config, database, webRoot: '/nonexistent' });
  await app.server.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  s3 = await startFakeS3();
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  const first = await openDatabase({ databaseUrl });
  await runMigrations(first);
  await first.close();
  const a = await startServer();
  await seedDemoData(databases[0]!.db, a.auth);
  await startServer();
});

afterAll(async () => {
  for (const app of apps) await app.server.close();
  for (const database of databases) await database.close();
  const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
  await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  await admin.close();
  await s3?.close();
});

describe('two app servers sharing uploads on S3', () => {
  it('serves through server B an image uploaded through server A, and the other way round', async () => {
    const [a, b] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const adminOnA = client(a.server);
    const signIn = await adminOnA.post('/api/auth/sign-in/email', {
      email: 'admin@demo.uz',
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const adminOnB = client(b.server);
    for (const [cookie, value] of adminOnA.cookies) adminOnB.cookies.set(cookie, value);

    const upload = async (admin: typeof adminOnA, width: number) => {
      const { body, headers } = imageUpload(await solidImage(width, 30));
      const res = await admin.post('/api/admin/uploads/quiz-thumbnails', body, headers);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { url: string; bytes: number };
    };
    const fromA = await upload(adminOnA, 50);
    const fromB = await upload(adminOnB, 60);
    for (const stored of [fromA, fromB]) {
      for (const server of [a.server, b.server]) {
        const res = await client(server).get(stored.url);
        expect(res.statusCode, stored.url).toBe(200);
        expect(res.rawPayload.length).toBe(stored.bytes);
      }
    }
  });
});

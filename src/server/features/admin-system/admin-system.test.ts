import { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uz } from '../../../shared/i18n/uz';
import { type Database, openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { auditLog } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { createQuiz, passedResult, signedInDemo, signedInUser } from '../../test/factories';
import type { Client } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createBackup } from './backup';

let app: TestApp;
let admin: Client;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
  admin = await signedInDemo(app, 'admin@demo.uz');
});
afterAll(() => app.close());

const count = async (table: string) =>
  (await app.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;
const lastAudit = async (action: string) =>
  (
    await app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt))
  )[0];

describe('system stats', () => {
  it('counts the rows, sizes the database and names the process', async () => {
    const learner = await signedInUser(app);
    await passedResult(app, learner.client);
    const res = await admin.get('/api/admin/system');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.counts).toEqual({
      users: await count('users'),
      quizzes: await count('quizzes'),
      questions: await count('questions'),
      results: await count('quiz_results'),
      certificates: await count('certificates'),
      purchases: await count('purchases'),
    });
    expect(stats.counts.certificates).toBeGreaterThanOrEqual(1);
    expect(stats.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(stats.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(stats.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(stats.nodeVersion).toBe(process.version);
    expect(stats.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});

describe('cache clear', () => {
  it('drops the rendered certificate files, says how many, and records it', async () => {
    const learner = await signedInUser(app);
    const { certificate } = await passedResult(app, learner.client);
    for (const format of ['png', 'pdf']) {
      const res = await learner.client.get(`/api/certificates/${certificate.id}/download?format=${format}`);
      expect(res.statusCode).toBe(200);
    }
    const res = await admin.post('/api/admin/system/cache/clear');
    expect(res.statusCode).toBe(200);
    expect(res.json().cleared).toEqual([
      { cache: 'certificate-files', label: 'Sertifikat fayllari (PNG va PDF)', entries: 2 },
    ]);
    expect((await lastAudit('system.cache_clear'))?.changes).toEqual({ 'certificate-files': 2 });
    // nothing is left; a file is drawn anew on request
    expect((await admin.post('/api/admin/system/cache/clear')).json().cleared[0].entries).toBe(0);
    const again = await learner.client.get(`/api/certificates/${certificate.id}/download?format=png`);
    expect(again.statusCode).toBe(200);
  }, 60_000);
});

describe('backup', () => {
  it('downloads a backup as an attachment and records it', async () => {
    const res = await admin.get('/api/admin/system/backup');
    expect(res.statusCode).toBe(200);
    const pglite = !process.env.DATABASE_URL;
    expect(res.headers['content-disposition']).toMatch(
      pglite ? /^attachment; filename="bilimdon-.+\.tar\.gz"$/ : /^attachment; filename="bilimdon-.+\.dump"$/,
    );
    // gzip magic 1f 8b; pg_dump's custom format starts with PGDMP
    const head = res.rawPayload.subarray(0, 5);
    if (pglite) expect([...head.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    else expect(head.toString()).toBe('PGDMP');
    expect((await lastAudit('system.backup'))?.changes).toMatchObject({
      kind: pglite ? 'pglite' : 'postgres',
    });
  });

  it('a PGlite backup opens as a database with the same rows', async () => {
    // the app's own download on PGlite; on a PostgreSQL run, a migrated embedded database's
    const source = process.env.DATABASE_URL ? await migratedPglite() : app.database;
    const dump = process.env.DATABASE_URL
      ? await streamToBuffer((await createBackup(source, undefined)).body)
      : (await admin.get('/api/admin/system/backup')).rawPayload;
    const restored = new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions: { pg_trgm } });
    try {
      for (const query of [
        'select id, email, role from users order by id',
        'select id, title from quizzes order by id',
      ]) {
        const { rows } = await restored.query(query);
        expect(rows).toEqual((await source.db.execute(sql.raw(query))).rows);
        expect(rows.length).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await restored.close();
      if (source !== app.database) await source.close();
    }
  });

  it('PostgreSQL without pg_dump: 501 BACKUP_UNAVAILABLE naming the command to run', async () => {
    const postgres = { kind: 'postgres' } as Database;
    const refusal = await createBackup(postgres, 'postgres://x@localhost/db', null).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 501, code: 'BACKUP_UNAVAILABLE' });
    expect(uz.errors.BACKUP_UNAVAILABLE).toContain('pg_dump -Fc');
  });

  it('PostgreSQL: a small dump whose pg_dump exits before the reply reads it is sent whole', async () => {
    // Node resumes an exited child's unread stdout, dropping it: the body must already be piped away
    // spawn() starts its child through this (untyped) method: the spy hands the test the child
    const prototype = ChildProcess.prototype as ChildProcess & { spawn(options: object): void };
    const spawned = vi.spyOn(prototype, 'spawn');
    try {
      const postgres = { kind: 'postgres' } as Database;
      const backup = await createBackup(postgres, 'postgres://x@localhost/db', '/bin/echo');
      const child = spawned.mock.contexts[0] as ChildProcess;
      if (child.exitCode === null) await once(child, 'exit');
      await new Promise(setImmediate); // the resume runs on the tick after 'exit'
      expect((await streamToBuffer(backup.body)).toString()).toBe(
        '--format=custom --no-owner --dbname postgres://x@localhost/db\n',
      );
    } finally {
      spawned.mockRestore();
    }
  });

  it('PostgreSQL where pg_dump fails at once: 500 BACKUP_FAILED, not an empty file', async () => {
    const postgres = { kind: 'postgres' } as Database;
    const refusal = await createBackup(postgres, 'postgres://nobody@127.0.0.1:1/none', '/bin/false').catch(
      (e: unknown) => e,
    );
    expect(refusal).toMatchObject({ statusCode: 500, code: 'BACKUP_FAILED' });
  });
});

async function migratedPglite(): Promise<Database> {
  const database = await openDatabase({});
  await runMigrations(database);
  await createQuiz(database.db);
  await database.db.execute(
    sql`insert into users (id, full_name, email) values ('u-backup', 'Zaxira Sinov', 'zaxira@example.uz')`,
  );
  return database;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

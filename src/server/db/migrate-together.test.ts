import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUrl, withDatabase } from '../test/postgres';
import { openDatabase } from './client';
import { migrationState, runMigrations } from './migrate';

/**
 * Several app servers started at once on a new release all apply the pending migrations: one
 * does, the others wait for it and find nothing left, instead of failing on "already exists".
 */
describe.runIf(process.env.DATABASE_URL)('migrations started by several servers at once', () => {
  const baseUrl = process.env.DATABASE_URL!;
  const name = `bilimdon_migrate_${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  it('are applied once, and every server starts', async () => {
    const admin = await openDatabase({ databaseUrl: adminUrl(baseUrl) });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: withDatabase(baseUrl, name) })),
    );
    try {
      await Promise.all(servers.map((server) => runMigrations(server)));
      const state = await migrationState(servers[0]!);
      expect(state.pending).toBe(0);
      const rows = await servers[0]!.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(rows.rows[0]?.count).toBe(state.applied);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});

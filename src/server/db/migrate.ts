import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  await database.migrate(migrationsFolder);
}

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The migrations shipped with this build; read once, they do not change while it runs. */
let journal: Journal | undefined;

/** Applied vs. known migrations, for /api/health. */
export async function migrationState(database: Database) {
  journal ??= JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
  const result = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  const applied = Number(result.rows[0]?.count ?? 0);
  return {
    applied,
    latest: journal.entries.at(-1)?.tag ?? null,
    pending: Math.max(0, journal.entries.length - applied),
  };
}

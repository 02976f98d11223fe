import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { AdminSystem } from '../../../shared/schemas/admin-settings';
import type { Database } from '../../db/client';

interface CountsRow extends Record<string, unknown> {
  users: number;
  quizzes: number;
  questions: number;
  results: number;
  certificates: number;
  purchases: number;
  size_bytes: string;
}

/** The app's version from package.json, found upward from this file (sources and the dist bundle). */
export function appVersion(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'bilimdon' && pkg.version) return pkg.version;
    }
    if (path.dirname(dir) === dir) return 'unknown';
  }
}

/** Counts and the database size in one query; the process facts from Node. */
export async function systemStats(
  database: Database,
  startedAt: Date,
  now = new Date(),
): Promise<AdminSystem> {
  const { rows } = await database.db.execute<CountsRow>(sql`
    select
      (select count(*)::int from users) as users,
      (select count(*)::int from quizzes) as quizzes,
      (select count(*)::int from questions) as questions,
      (select count(*)::int from quiz_results) as results,
      (select count(*)::int from certificates) as certificates,
      (select count(*)::int from purchases) as purchases,
      pg_database_size(current_database())::text as size_bytes`);
  const { size_bytes: sizeBytes, ...counts } = rows[0]!;
  return {
    counts,
    database: { kind: database.kind, sizeBytes: Number(sizeBytes) },
    uptimeSeconds: Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000)),
    startedAt: startedAt.toISOString(),
    appVersion: appVersion(),
    nodeVersion: process.version,
  };
}

import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/errors';

export interface Backup {
  fileName: string;
  contentType: string;
  body: Readable;
}

const stamp = (now: Date) => now.toISOString().slice(0, 19).replaceAll(':', '-');

/** pg_dump on PATH, else in Debian's versioned folders (newest first). */
export function findPgDump(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'pg_dump');
    if (dir && existsSync(candidate)) return candidate;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin', 'pg_dump')).find((file) => existsSync(file));
}

/** PGlite: its whole data directory as a gzip tarball, which `loadDataDir` opens again. */
async function pgliteBackup(database: Database, now: Date): Promise<Backup> {
  const dump = await database.pglite!.dumpDataDir('gzip');
  return {
    fileName: `bilimdon-${stamp(now)}.tar.gz`,
    contentType: 'application/gzip',
    body: Readable.from(Buffer.from(await dump.arrayBuffer())),
  };
}

/**
 * PostgreSQL: pg_dump's custom format, streamed as it is written. Its first bytes are awaited, so
 * a pg_dump that fails at once (no connection, version mismatch) answers 500 BACKUP_FAILED
 * instead of an empty file. The body is a PassThrough piped from pg_dump's stdout at once: Node
 * resumes a child's unread stdout when the child exits, so a small dump finished before the
 * reply attaches (the audit row is written in between) would be dropped and sent empty.
 */
async function pgDumpBackup(databaseUrl: string, pgDump: string, now: Date): Promise<Backup> {
  const child = spawn(pgDump, ['--format=custom', '--no-owner', '--dbname', databaseUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const body = child.stdout.pipe(new PassThrough());
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const started = await new Promise<boolean>((resolve) => {
    // 'readable' comes with the first bytes, or at the end when there are none
    body.once('readable', () => resolve(body.readableLength > 0));
    child.once('error', () => resolve(false));
  });
  if (!started) {
    child.kill();
    throw new AppError(500, 'BACKUP_FAILED', undefined, undefined, { cause: new Error(stderr) });
  }
  return {
    fileName: `bilimdon-${stamp(now)}.dump`,
    contentType: 'application/octet-stream',
    body,
  };
}

/** The backup of the running database; 501 BACKUP_UNAVAILABLE when PostgreSQL's pg_dump is missing. */
export async function createBackup(
  database: Database,
  databaseUrl: string | undefined,
  /** null: none on this machine */
  pgDump: string | null = findPgDump() ?? null,
  now = new Date(),
): Promise<Backup> {
  if (database.kind === 'pglite') return pgliteBackup(database, now);
  if (!databaseUrl || !pgDump) throw new AppError(501, 'BACKUP_UNAVAILABLE');
  return pgDumpBackup(databaseUrl, pgDump, now);
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminUrl, TEMPLATE_DB, TEMPLATE_FILE, withDatabase } from './postgres';

/**
 * Migrates once per run: on PGlite a dumped data directory that every test file loads; on
 * PostgreSQL (DATABASE_URL) a template database that every test file clones.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = await openDatabase({ databaseUrl: adminUrl(url) });
    await admin.db.execute(sql.raw(`drop database if exists ${TEMPLATE_DB} with (force)`));
    await admin.db.execute(sql.raw(`create database ${TEMPLATE_DB}`));
    await admin.close();
    const template = await openDatabase({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await runMigrations(template);
    await template.close();
    return;
  }
  const database = await openDatabase({});
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

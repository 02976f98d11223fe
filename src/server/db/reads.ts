import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads = readonly (() => Promise<unknown>)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs independent reads: at once on the pool (each on its own connection), one after another
 * inside a transaction. A transaction is one connection, and node-postgres queues (and warns
 * about, "client.query() when the client is already executing a query") queries issued on a
 * client that is still busy; running them in turn costs nothing there.
 */
export async function readAll<T extends Reads>(db: Db, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

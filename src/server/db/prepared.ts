import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

let named = false;
let statements = 0;

/**
 * Whether built-once queries run as named server-side prepared statements (parsed and planned
 * once per connection: more answer saves per second on PostgreSQL, docs/performance.md), set
 * by openDatabase. Only without a transaction-mode pooler: PgBouncer would hand a connection's
 * statement names to other clients. So they are named when DATABASE_DIRECT_URL is the same as
 * DATABASE_URL (or unset), and unnamed, as every other query is, when a pooler stands between.
 * Returns the setting it replaces.
 */
export function nameStatements(on: boolean): boolean {
  const before = named;
  named = on;
  return before;
}

/**
 * A query whose SQL drizzle builds once (at first use), run on the handle each call gives: the
 * pool, or a transaction's one connection. Building a query (its selection, column mapping and
 * SQL text) cost more server CPU on an answer save than running it; values go in through
 * `sql.placeholder(name)`. Drizzle binds a prepared query to the connection it was prepared on,
 * so each call runs a copy bound to the given handle's connection (the `client` of both drivers'
 * sessions).
 */
export function builtOnce<P extends Prepared>(
  build: (db: Db) => { prepare(name: string): P },
): (db: Db, values: Record<string, unknown>) => ReturnType<P['execute']> {
  const name = `bilimdon_${++statements}`;
  const built: { named?: P; unnamed?: P } = {};
  return (db, values) => {
    const kind = named ? 'named' : 'unnamed';
    // an empty name: node-postgres sends an unnamed statement
    built[kind] ??= build(db).prepare(named ? name : '');
    const prepared = built[kind];
    const bound = Object.create(prepared) as P & { client: unknown };
    bound.client = connectionOf(db);
    return bound.execute(values) as ReturnType<P['execute']>;
  };
}

function connectionOf(db: Db): unknown {
  const { client } = db._.session as unknown as { client?: unknown };
  if (!client) throw new Error('builtOnce: this database handle has no connection to run on');
  return client;
}

/**
 * builtOnce for a statement written in SQL rather than with the query builder: its rows come as
 * the driver gives them (column names as written, no mapping), so it should select plain numbers
 * and text.
 */
export function builtOnceSql<Row>(
  query: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<{ rows: Row[] }> {
  const text = new PgDialect().sqlToQuery(query);
  return builtOnce((db) => ({
    prepare: (name: string) => db._.session.prepareQuery(text, undefined, name, false) as unknown as Prepared,
  })) as (db: Db, values: Record<string, unknown>) => Promise<{ rows: Row[] }>;
}

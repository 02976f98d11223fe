/** The rows the demo history writes, gathered in memory and inserted table by table in bulk. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  certificates,
  contactMessages,
  payments,
  paymentTransactions,
  purchases,
  quizAttempts,
  quizResults,
  userNotifications,
  userSessions,
  users,
} from '../db/schema';

export interface HistoryRows {
  users: (typeof users.$inferInsert)[];
  userSessions: (typeof userSessions.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  paymentTransactions: (typeof paymentTransactions.$inferInsert)[];
  purchases: (typeof purchases.$inferInsert)[];
  attempts: (typeof quizAttempts.$inferInsert)[];
  results: (typeof quizResults.$inferInsert)[];
  certificates: (typeof certificates.$inferInsert)[];
  notifications: (typeof userNotifications.$inferInsert)[];
  contactMessages: (typeof contactMessages.$inferInsert)[];
}

export const emptyHistoryRows = (): HistoryRows => ({
  users: [],
  userSessions: [],
  payments: [],
  paymentTransactions: [],
  purchases: [],
  attempts: [],
  results: [],
  certificates: [],
  notifications: [],
  contactMessages: [],
});

/** Rows per insert statement: well under PostgreSQL's limit of bind parameters. */
const CHUNK = 250;

/** Inserts every table's rows, parents before the rows that refer to them. */
export async function writeHistoryRows(db: Db, rows: HistoryRows): Promise<void> {
  await insertInChunks(db, users, rows.users);
  await insertInChunks(db, userSessions, rows.userSessions);
  await insertInChunks(db, payments, rows.payments);
  await insertInChunks(db, paymentTransactions, rows.paymentTransactions);
  await insertInChunks(db, purchases, rows.purchases);
  await insertInChunks(db, quizAttempts, rows.attempts);
  await insertInChunks(db, quizResults, rows.results);
  await insertInChunks(db, certificates, rows.certificates);
  await insertInChunks(db, userNotifications, rows.notifications);
  await insertInChunks(db, contactMessages, rows.contactMessages);
}

async function insertInChunks<T extends PgTable>(db: Db, table: T, values: T['$inferInsert'][]) {
  for (let start = 0; start < values.length; start += CHUNK) {
    await db.insert(table).values(values.slice(start, start + CHUNK));
  }
}

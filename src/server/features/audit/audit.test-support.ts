import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** The audit rows of one record, oldest first. */
export function auditRowsOf(db: Db, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.createdAt));
}

export async function auditRowCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** The write left exactly one row for `entityId`, by the demo admin, with this action and type; returns its changes. */
export async function expectOneAuditRow(db: Db, entityId: string, action: string, entityType: string) {
  const rows = await auditRowsOf(db, entityId);
  expect(rows.map((r) => [r.action, r.entityType])).toEqual([[action, entityType]]);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.uz'));
  expect(rows[0]).toMatchObject({ actorId: admin!.id, actorEmail: 'admin@demo.uz' });
  return rows[0]!.changes;
}

/** A refused write must leave the log as it was (the record is in the write's transaction). */
export async function expectNoNewAuditRow(
  db: Db,
  write: () => Promise<{ statusCode: number }>,
  status: number,
) {
  const before = await auditRowCount(db);
  expect((await write()).statusCode).toBe(status);
  expect(await auditRowCount(db)).toBe(before);
}

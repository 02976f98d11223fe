import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';

/** Locks one user row for the rest of the transaction (`for update`). 404 USER_NOT_FOUND. */
export async function lockUser(tx: Db, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');
  return user;
}

/**
 * Locks every ADMIN row `for update`, in id order. Every write of a role or deletion of a user
 * takes this lock first (before the user's own row), so such writes queue instead of
 * deadlocking; a writer that waited here re-reads the rows it waited for, so it no longer counts
 * an admin the first one demoted or deleted. Returns the admins' ids.
 */
export async function lockAdminRoles(tx: Db): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.id))
    .for('update');
  return admins.map((admin) => admin.id);
}

/** The last-admin rule: taking ADMIN from `leavingId` must leave another admin (422 LAST_ADMIN). */
export function assertAnotherAdminRemains(adminIds: string[], leavingId: string): void {
  if (!adminIds.some((id) => id !== leavingId)) throw new AppError(422, 'LAST_ADMIN');
}

/** The user's email, for a read that needs no lock. 404 USER_NOT_FOUND. */
export async function findUserEmail(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');
  return user.email;
}

import { eq } from 'drizzle-orm';
import type { AdminUser, UserRole } from '../../../shared/schemas/admin-users';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { publish } from '../realtime/events';
import { assertAnotherAdminRemains, lockAdminRoles, lockUser } from './admin-lock';
import { findAdminUser } from './user-list';

/** Live event to the person's open pages: their session data (and role) must be fetched anew. */
export const ROLE_CHANGED_EVENT = 'role_changed';

/**
 * Sets a user's role. Taking ADMIN away is refused when no other admin would remain (422
 * LAST_ADMIN, checked under the admins' lock). There is no cookie cache, and the server's session
 * cache forgets the user's sign-ins on every server when the users row changes (migration 0012),
 * so a demoted admin is refused by the admin routes at once; their open pages are told to refetch
 * the session.
 */
export async function setUserRole(
  db: Db,
  actor: AuditActor,
  userId: string,
  role: UserRole,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const adminIds = await lockAdminRoles(tx);
    const user = await lockUser(tx, userId);
    if (user.role === role) return;
    if (user.role === 'ADMIN') assertAnotherAdminRemains(adminIds, userId);
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'user.role',
      entityType: 'user',
      entityId: userId,
      changes: { role: { from: user.role, to: role } },
    });
    await publish(tx, { userId, type: ROLE_CHANGED_EVENT, data: { role } });
  });
  const updated = await findAdminUser(db, userId);
  // deleted by another admin right after the change
  if (!updated) throw new AppError(404, 'USER_NOT_FOUND');
  return updated;
}

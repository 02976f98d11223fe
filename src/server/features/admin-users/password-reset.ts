import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { type Auth, PASSWORD_RESET_REQUEST_LIMIT } from '../auth/auth';
import { countInWindow } from '../auth/fixed-window';
import { findUserEmail, lockUser } from './admin-lock';

/**
 * Sends the user the learner's own "forgot password" email (a six-digit code and a link to
 * /reset-password, docs/decisions/0002), through the same better-auth endpoint. Limited like the
 * learner's form, but per account: an admin cannot flood one inbox.
 *
 * better-auth stores the code on its own connection, so it runs before our transaction (inside it
 * PGlite's single connection would wait for itself); the audit entry is then recorded under the
 * user's lock, and a user deleted in between gets 404.
 */
export async function sendPasswordReset(
  db: Db,
  auth: Auth,
  actor: AuditActor,
  userId: string,
  now = Date.now(),
): Promise<void> {
  const email = await findUserEmail(db, userId);
  const { window, max } = PASSWORD_RESET_REQUEST_LIMIT;
  const attempt = await countInWindow(db, `admin-password-reset:${userId}`, window * 1000, now);
  if (attempt.count > max) throw new AppError(429, 'RATE_LIMITED');
  await auth.api.requestPasswordResetEmailOTP({ body: { email } });
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await recordAudit(tx, actor, {
      action: 'user.password_reset',
      entityType: 'user',
      entityId: userId,
      changes: { email },
    });
  });
}

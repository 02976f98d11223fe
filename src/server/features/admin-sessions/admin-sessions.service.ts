import { and, desc, eq, gt } from 'drizzle-orm';
import { deviceKind, sessionBrowser } from '../../../shared/domain/devices';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import { uz } from '../../../shared/i18n/uz';
import {
  type AdminSession,
  SIGN_IN_METHODS,
  type SignInMethod,
} from '../../../shared/schemas/admin-sessions';
import type { Db } from '../../db/client';
import { authSessions, userSessions, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { type AuditActor, recordAudit } from '../audit/audit-log';
import { terminateSignIn } from '../sessions/sessions.service';

/** Every active, unexpired sign-in of everyone, newest activity first, labelled for people. */
export async function listActiveSessions(
  db: Db,
  currentAuthSessionId: string,
  now = new Date(),
): Promise<AdminSession[]> {
  const rows = await db
    .select({
      session: userSessions,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phoneNumber,
      signInMethod: authSessions.signInMethod,
    })
    .from(userSessions)
    .innerJoin(authSessions, eq(authSessions.id, userSessions.authSessionId))
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.isActive, true), gt(authSessions.expiresAt, now)))
    .orderBy(desc(userSessions.lastActivity), desc(userSessions.id));
  return rows.map(({ session, userName, userEmail, userPhone, signInMethod }) => {
    const kind = deviceKind(session.userAgent);
    return {
      id: session.id,
      userId: session.userId,
      userName,
      userEmail: isPlaceholderEmail(userEmail) ? null : userEmail,
      userPhone,
      signInMethod: asSignInMethod(signInMethod),
      deviceKind: kind,
      deviceLabel: uz.userSessions.devices[kind],
      browser: sessionBrowser(session.userAgent, session.deviceInfo.browser),
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      deviceInfo: session.deviceInfo,
      lastActivity: session.lastActivity.toISOString(),
      createdAt: session.createdAt.toISOString(),
      current: session.authSessionId === currentAuthSessionId,
    };
  });
}

function asSignInMethod(value: string | null): SignInMethod | null {
  return (SIGN_IN_METHODS as readonly string[]).includes(value ?? '') ? (value as SignInMethod) : null;
}

/**
 * Ends anyone's sign-in the way the learner's own "end session" does (terminateSignIn): its
 * cookie is refused from now on and its device is signed out at once by the live event.
 * 404 USER_SESSION_NOT_FOUND when unknown, already ended or expired.
 */
export async function terminateSession(
  db: Db,
  actor: AuditActor,
  userSessionId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ session: userSessions, expiresAt: authSessions.expiresAt })
      .from(userSessions)
      .innerJoin(authSessions, eq(authSessions.id, userSessions.authSessionId))
      .where(and(eq(userSessions.id, userSessionId), eq(userSessions.isActive, true)))
      .for('update', { of: userSessions });
    if (!row || row.expiresAt <= now) throw new AppError(404, 'USER_SESSION_NOT_FOUND');
    await terminateSignIn(tx, row.session);
    await recordAudit(tx, actor, {
      action: 'session.terminate',
      entityType: 'session',
      entityId: userSessionId,
      changes: {
        userId: row.session.userId,
        ipAddress: row.session.ipAddress,
        userAgent: row.session.userAgent,
      },
    });
  });
}

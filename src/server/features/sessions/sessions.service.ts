import { and, desc, eq, gt } from 'drizzle-orm';
import type { DeviceInfo, UserSession } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { authSessions, userSessions } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { publish } from '../realtime/events';

/** The user's signed-in devices: sign-ins whose auth session is still valid, most recent activity first. */
export async function listOwnSessions(
  db: Db,
  userId: string,
  currentAuthSessionId: string,
  now = new Date(),
): Promise<UserSession[]> {
  const rows = await db
    .select({ session: userSessions })
    .from(userSessions)
    .innerJoin(authSessions, eq(authSessions.id, userSessions.authSessionId))
    .where(
      and(eq(userSessions.userId, userId), eq(userSessions.isActive, true), gt(authSessions.expiresAt, now)),
    )
    .orderBy(desc(userSessions.lastActivity));
  return rows.map(({ session }) => ({
    id: session.id,
    deviceInfo: session.deviceInfo,
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    lastActivity: session.lastActivity.toISOString(),
    createdAt: session.createdAt.toISOString(),
    current: session.authSessionId === currentAuthSessionId,
  }));
}

/** The browser describes itself once after signing in. */
export async function recordDeviceInfo(db: Db, authSessionId: string, deviceInfo: DeviceInfo): Promise<void> {
  await db
    .update(userSessions)
    .set({ deviceInfo, updatedAt: new Date() })
    .where(eq(userSessions.authSessionId, authSessionId));
}

/** Moves a sign-in's last activity (the browser's ping, and requests through ActivityRecorder). */
export async function touchActivity(db: Db, authSessionId: string, now = new Date()): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastActivity: now, updatedAt: now })
    .where(eq(userSessions.authSessionId, authSessionId));
}

/**
 * Ends one of the user's own sign-ins: its auth session is deleted, so its cookie is refused from
 * now on, and its device is told at once through the live feed.
 */
export async function endSession(db: Db, userId: string, userSessionId: string): Promise<void> {
  const [session] = await db
    .select()
    .from(userSessions)
    .where(
      and(
        eq(userSessions.id, userSessionId),
        eq(userSessions.userId, userId),
        eq(userSessions.isActive, true),
      ),
    );
  if (!session) throw new AppError(404, 'USER_SESSION_NOT_FOUND');
  await db.transaction((t) => terminateSignIn(t, session));
}

/**
 * Ends a sign-in inside the caller's transaction (the learner's own end, an admin's terminate):
 * the auth session goes, so its cookie is refused from now on, and the device's pages get the
 * session_ended live event when the transaction commits.
 */
export async function terminateSignIn(
  t: Db,
  session: Pick<typeof userSessions.$inferSelect, 'id' | 'userId' | 'authSessionId'>,
): Promise<void> {
  if (session.authSessionId) await t.delete(authSessions).where(eq(authSessions.id, session.authSessionId));
  await t
    .update(userSessions)
    .set({ isActive: false, updatedAt: new Date() })
    .where(eq(userSessions.id, session.id));
  await publish(t, { userId: session.userId, type: 'session_ended', data: { sessionId: session.id } });
}

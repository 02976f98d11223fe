import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { NOTIFICATION_LIMIT, type UserNotification } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { userNotifications, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { inLanguage } from '../../plugins/language';
import { type LiveEvent, publish } from '../realtime/events';

export interface NewNotification {
  userId: string;
  type: string;
  /** written when recorded, in the recipient's language (not the request's: it may be someone else's) */
  text: () => { title: string; message: string };
  metadata?: Record<string, unknown>;
}

type Row = typeof userNotifications.$inferSelect;

function toView(row: Row): UserNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    metadata: row.metadata ?? null,
    read: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Records a notification and pushes it to the user's open pages on every app server. */
export async function createNotification(db: Db, notification: NewNotification): Promise<void> {
  await publish(db, await recordNotification(db, notification));
}

/**
 * Records a notification and returns the live event that tells the user's pages, for a caller
 * that publishes it together with its own events (createNotification publishes it alone).
 */
export async function recordNotification(db: Db, notification: NewNotification): Promise<LiveEvent> {
  const [event] = await recordNotifications(db, [notification]);
  return event!;
}

async function languagesOf(db: Db, userIds: string[]): Promise<Map<string, Language>> {
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, row.language]));
}

/** recordNotification for many at once (one statement): a live event for each. */
export async function recordNotifications(db: Db, notifications: NewNotification[]): Promise<LiveEvent[]> {
  if (notifications.length === 0) return [];
  const languages = await languagesOf(
    db,
    notifications.map((notification) => notification.userId),
  );
  const values = notifications.map(({ text, ...notification }) => ({
    ...notification,
    ...inLanguage(languages.get(notification.userId) ?? DEFAULT_LANGUAGE, text),
  }));
  const rows = await db.insert(userNotifications).values(values).returning();
  return rows.map((row) => ({
    userId: row.userId,
    type: 'notification',
    data: { event: 'inserted', notification: toView(row) },
  }));
}

/** The user's 50 most recent notifications, newest first, and how many are unread. */
export async function listNotifications(db: Db, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(userNotifications)
      .where(eq(userNotifications.userId, userId))
      .orderBy(desc(userNotifications.createdAt))
      .limit(NOTIFICATION_LIMIT),
    db
      .select({ n: count() })
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.isRead, false))),
  ]);
  return { notifications: rows.map(toView), unreadCount: unread?.n ?? 0 };
}

/** Marks one of the user's own notifications read; another user's is reported missing. */
export async function markRead(db: Db, userId: string, id: string): Promise<void> {
  const updated = await db
    .update(userNotifications)
    .set({ isRead: true })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning({ id: userNotifications.id });
  if (updated.length === 0) throw new AppError(404, 'NOTIFICATION_NOT_FOUND');
  await publish(db, { userId, type: 'notification', data: { event: 'updated', id } });
}

/**
 * Takes back the user's notifications of one kind about one quiz once they no longer say anything
 * true (a warning about a left quiz once the learner is back in it), and tells the open pages.
 */
export async function withdrawNotifications(db: Db, userId: string, type: string, quizId: string) {
  const removed = await db
    .delete(userNotifications)
    .where(
      and(
        eq(userNotifications.userId, userId),
        eq(userNotifications.type, type),
        sql`${userNotifications.metadata}->>'quizId' = ${quizId}`,
      ),
    )
    .returning({ id: userNotifications.id });
  if (removed.length === 0) return;
  const ids = removed.map((row) => row.id);
  await publish(db, { userId, type: 'notification', data: { event: 'removed', ids } });
}

/** Deletes all of the user's notifications (docs/product/learner-side.md: clear-all). */
export async function clearNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(userNotifications).where(eq(userNotifications.userId, userId));
  await publish(db, { userId, type: 'notification', data: { event: 'cleared' } });
}

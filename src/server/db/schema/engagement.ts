import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authSessions, users } from './auth';

export interface DeviceInfo {
  browser?: string;
  platform?: string;
  language?: string;
  screenWidth?: number;
  screenHeight?: number;
  timezone?: string;
}

/** A sign-in on one device (docs/product/learner-side.md: user_sessions); ending it revokes the linked auth session. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authSessionId: text('auth_session_id').references(() => authSessions.id, { onDelete: 'set null' }),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>().notNull().default({}),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    sessionToken: uuid('session_token').notNull().defaultRandom(),
    isActive: boolean('is_active').notNull().default(true),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_sessions_user_active_idx').on(t.userId, t.isActive, t.lastActivity.desc()),
    index('user_sessions_auth_session_id_idx').on(t.authSessionId),
  ],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_notifications_user_created_idx').on(t.userId, t.createdAt.desc())],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { languageColumn } from './language';

export const adminSettings = pgTable('admin_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: jsonb('setting_value').$type<unknown>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox dispatcher's columns, the same in every outbox: how often it was tried, when it may be
 * tried again, and until when the dispatcher that claimed it owns it.
 */
const deliveryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});

/** Only rows still to be sent are looked up by the dispatcher. */
const WAITING = sql`status in ('QUEUED', 'SENDING')`;

/** Every email the product sends; with no SMTP configured this is the development mailbox. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** QUEUED, SENDING, STORED (outbox only), SENT, FAILED */
    status: text('status').notNull(),
    error: text('error'),
    ...deliveryColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt.desc()),
    index('email_outbox_waiting_idx').on(t.nextAttemptAt).where(WAITING),
  ],
);

/**
 * Every SMS the product sends (sign-in codes, guest links), written in the transaction of the
 * business change; with no SMS gateway configured this is the development outbox.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, +998... */
    to: text('to').notNull(),
    /** SIGN_IN_CODE, PHONE_CONFIRM_CODE, PASSWORD_RESET_CODE, GUEST_ACCESS_LINK */
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    /** the recipient's language: the text is rendered in it when dispatched */
    language: languageColumn('language').notNull().default('uz-Latn'),
    /** the text as sent (the site's address filled in once dispatched) */
    text: text('text').notNull(),
    /**
     * QUEUED, SENDING, STORED (outbox only), SENT (the gateway took it), then from the delivery
     * report DELIVERED, REJECTED, UNDELIVERABLE, EXPIRED; FAILED when the gateway refused it or
     * every try failed
     */
    status: text('status').notNull(),
    error: text('error'),
    ...deliveryColumns(),
    /** the gateway's message id and its own status word, as it reported them */
    providerId: text('provider_id'),
    providerStatus: text('provider_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_outbox_created_idx').on(t.createdAt.desc()),
    index('sms_outbox_to_idx').on(t.to, t.createdAt.desc()),
    index('sms_outbox_waiting_idx').on(t.nextAttemptAt).where(WAITING),
    uniqueIndex('sms_outbox_provider_id_idx').on(t.providerId),
  ],
);

/** Fixed-window counters for our own limits (e.g. failed sign-ins per email). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStartedAt)],
);

/**
 * One row per admin write, written in the transaction of the change: who, what, which
 * record, when, and the changed fields. The actor's email is copied so the row still says who
 * after that account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** e.g. quiz.update, category.delete, user.role, settings.update */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** field -> { from, to } for updates; the created or deleted record's fields otherwise */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/**
 * A message sent through the support/contact form: kept for admins to read. The
 * sender's IP is kept for the per-IP limit and abuse handling; a signed-in sender is linked.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** which page sent it: support or contact */
    source: text('source').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    ipAddress: text('ip_address'),
    /** when an admin first opened it; null while unread */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contact_messages_user_id_idx').on(t.userId),
  ],
);

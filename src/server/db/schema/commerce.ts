import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { quizzes } from './catalog';
import { languageColumn } from './language';

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_user_quiz_unique').on(t.userId, t.quizId),
    index('cart_items_quiz_id_idx').on(t.quizId),
  ],
);

/** A provider transaction (demo, Payme, Click, Uzum). Amounts are integer so'm. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    /** PENDING -> COMPLETED | FAILED | CANCELLED */
    status: text('status').notNull().default('PENDING'),
    amount: integer('amount').notNull(),
    /** the quizzes this payment buys, priced by the server when it was created */
    items: jsonb('items').$type<{ quizId: string; price: number }[]>().notNull(),
    providerTransactionId: text('provider_transaction_id'),
    guestEmail: text('guest_email'),
    guestName: text('guest_name'),
    guestPhone: text('guest_phone'),
    /** the guest's language at checkout: the access email and SMS are written in it */
    guestLanguage: languageColumn('guest_language'),
    /** sha256 of the guest's browser token (guest checkout): it reads the payment and, once paid, plays */
    guestTokenHash: text('guest_token_hash'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** when the provider cancelled the payment after it was performed (status REFUNDED) */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('payments_guest_token_hash_unique').on(t.guestTokenHash),
    uniqueIndex('payments_provider_tx_unique').on(t.provider, t.providerTransactionId),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/**
 * One transaction a provider (Payme, Click, Uzum) opened for a payment, with the provider's own
 * id and times. `status` is the provider-neutral state: CREATED (money reserved or about to move),
 * PERFORMED (money taken: access granted), CANCELLED (before perform), REFUNDED (cancelled after
 * perform: access taken away). `state` keeps the provider's own value (Payme 1/2/-1/-2, Click
 * PREPARED/COMPLETED/CANCELLED, Uzum CREATED/CONFIRMED/REVERSED/FAILED). Amounts are tiyin.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').notNull(),
    state: text('state').notNull(),
    amountTiyin: bigint('amount_tiyin', { mode: 'number' }).notNull(),
    /** the provider's own creation time (Payme's `time`, Uzum's `timestamp`) */
    providerTime: timestamp('provider_time', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true, precision: 3 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    /** the provider's cancel reason (Payme 1..10, Click's error code, Uzum's) */
    reason: integer('reason'),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [
    uniqueIndex('payment_transactions_external_unique').on(t.provider, t.externalId),
    index('payment_transactions_payment_idx').on(t.paymentId),
    index('payment_transactions_provider_time_idx').on(t.provider, t.providerTime),
    // one live provider transaction per payment: a second one for a busy order cannot be written
    uniqueIndex('payment_transactions_one_live_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} in ('CREATED', 'PERFORMED')`),
  ],
);

/** Every provider callback as received and answered, kept for the books and for disputes. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    operation: text('operation').notNull(),
    paymentId: uuid('payment_id'),
    externalId: text('external_id'),
    /** the raw body, exactly as received */
    request: text('request').notNull(),
    response: jsonb('response').$type<unknown>(),
    httpStatus: integer('http_status').notNull(),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_callbacks_payment_idx').on(t.paymentId),
    index('payment_callbacks_created_idx').on(t.createdAt.desc()),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for guest purchases and for deleted users (kept, anonymised, for the books) */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    /** FREE, CLICK, PAYME, UZUM, DEMO */
    paymentMethod: text('payment_method').notNull(),
    /** COMPLETED opens play; PENDING, FAILED, REFUNDED do not */
    paymentStatus: text('payment_status').notNull().default('PENDING'),
    paymentData: jsonb('payment_data').$type<Record<string, unknown>>(),
    transactionId: text('transaction_id'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_user_id_idx').on(t.userId),
    index('purchases_quiz_id_idx').on(t.quizId),
    index('purchases_payment_id_idx').on(t.paymentId),
    // one completed purchase per user and quiz: a second claim or purchase cannot create a row
    uniqueIndex('purchases_user_quiz_completed_unique')
      .on(t.userId, t.quizId)
      .where(sql`${t.paymentStatus} = 'COMPLETED' and ${t.userId} is not null`),
    check('purchases_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/**
 * A guest's 24-hour play access, created when the guest's payment completes. Two credentials open
 * it, both stored as sha256 only: the token of the browser that checked out (tokenHash, taken from
 * the payment) and the token of the emailed link (linkTokenHash), for any other device.
 */
export const guestAccess = pgTable(
  'guest_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    linkTokenHash: text('link_token_hash').unique(),
    /** the account the purchase, results and certificates moved to when that email signed in */
    mergedUserId: text('merged_user_id').references(() => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    /** the guest's language at checkout (the certificate and its email are in it) */
    language: languageColumn('language').notNull().default('uz-Latn'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guest_access_purchase_id_idx').on(t.purchaseId),
    index('guest_access_quiz_id_idx').on(t.quizId),
    index('guest_access_email_idx').on(sql`lower(${t.email})`),
    index('guest_access_merged_user_id_idx').on(t.mergedUserId),
  ],
);

import { sql } from 'drizzle-orm';
import {
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
    /** sha256 of the guest's browser token (guest checkout): it reads the payment and, once paid, plays */
    guestTokenHash: text('guest_token_hash'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    uniqueIndex('payments_guest_token_hash_unique').on(t.guestTokenHash),
    uniqueIndex('payments_provider_tx_unique').on(t.provider, t.providerTransactionId),
    check('payments_amount_nonnegative', sql`${t.amount} >= 0`),
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

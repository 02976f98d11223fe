import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { quizzes } from './catalog';
import { guestAccess } from './commerce';
import { languageColumn } from './language';

/** question id -> chosen option index in the question's original order */
export type AnswerMap = Record<string, number>;

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestAccessId: uuid('guest_access_id').references(() => guestAccess.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    progressData: jsonb('progress_data').$type<Record<string, unknown>>(),
    /** how often and how long the clock stood still for this attempt (for admins) */
    pauseCount: integer('pause_count').notNull().default(0),
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    /** the pass mark in force when the attempt started: a later settings change does not move it */
    passPercentage: smallint('pass_percentage').notNull().default(70),
  },
  (t) => [
    check('quiz_attempts_pass_percentage_range', sql`${t.passPercentage} between 0 and 100`),
    unique('quiz_attempts_user_quiz_number_unique').on(t.userId, t.quizId, t.attemptNumber),
    unique('quiz_attempts_guest_quiz_number_unique').on(t.guestAccessId, t.quizId, t.attemptNumber),
    index('quiz_attempts_quiz_id_idx').on(t.quizId),
    index('quiz_attempts_guest_access_id_idx').on(t.guestAccessId),
  ],
);

export const quizSessions = pgTable(
  'quiz_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestAccessId: uuid('guest_access_id').references(() => guestAccess.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    sessionToken: uuid('session_token').notNull().defaultRandom(),
    currentQuestionIndex: integer('current_question_index').notNull().default(0),
    answers: jsonb('answers').$type<AnswerMap>().notNull().default({}),
    /** seconds left, owned by the server; counts down only while runningSince is set */
    timeRemaining: integer('time_remaining').notNull(),
    runningSince: timestamp('running_since', { withTimezone: true }),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    /** since when a paused session stands still (null while running) */
    pausedSince: timestamp('paused_since', { withTimezone: true }),
    /** strict timer: the attempt ends here whatever the device does; null follows the pause rules */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    /** question ids in the order this session shows them */
    shuffledQuestions: jsonb('shuffled_questions').$type<string[]>(),
    /** question id -> shown position -> original option index */
    shuffledAnswers: jsonb('shuffled_answers').$type<Record<string, number[]>>(),
    isActive: boolean('is_active').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_sessions_user_quiz_idx').on(t.userId, t.quizId),
    index('quiz_sessions_quiz_id_idx').on(t.quizId),
    index('quiz_sessions_attempt_id_idx').on(t.attemptId),
    index('quiz_sessions_guest_access_id_idx').on(t.guestAccessId),
    // at most one active session per learner and quiz; a takeover deactivates the old one first
    uniqueIndex('quiz_sessions_one_active_per_user')
      .on(t.userId, t.quizId)
      .where(sql`${t.isActive} and ${t.userId} is not null`),
    uniqueIndex('quiz_sessions_one_active_per_guest')
      .on(t.guestAccessId, t.quizId)
      .where(sql`${t.isActive} and ${t.guestAccessId} is not null`),
    index('quiz_sessions_running_idx').on(t.runningSince).where(sql`${t.isActive}`),
  ],
);

export const quizResults = pgTable(
  'quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null once the user is deleted: results are kept, anonymised */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestAccessId: uuid('guest_access_id').references(() => guestAccess.id, { onDelete: 'set null' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id')
      .unique()
      .references(() => quizAttempts.id, { onDelete: 'set null' }),
    /** sum of points x module points_per_question of the correct answers (docs/decisions/0007) */
    score: doublePrecision('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    correctAnswers: integer('correct_answers').notNull(),
    timeTaken: integer('time_taken').notNull(),
    answers: jsonb('answers').$type<AnswerMap>().notNull(),
    percentage: doublePrecision('percentage').notNull(),
    passed: boolean('passed').notNull(),
    /** the attempt ended because its time ran out, whoever finished it (sweeper, a late write, the device) */
    timeUp: boolean('time_up').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_results_user_completed_idx').on(t.userId, t.completedAt.desc()),
    index('quiz_results_quiz_id_idx').on(t.quizId),
    // the admin results list and its CSV export page newest first by (completed_at, id)
    index('quiz_results_completed_idx').on(t.completedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quiz_results_guest_access_id_idx').on(t.guestAccessId),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .unique()
      .references(() => quizResults.id, { onDelete: 'cascade' }),
    /** the public verification code printed on the certificate and in its QR link */
    code: text('code').notNull().unique(),
    holderName: text('holder_name').notNull(),
    certificateUrl: text('certificate_url'),
    /** the learner's language when it was issued: its image and PDF are drawn in it */
    language: languageColumn('language').notNull().default('uz-Latn'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt.desc()),
    index('certificates_quiz_id_idx').on(t.quizId),
  ],
);

export const userQuizRestrictions = pgTable(
  'user_quiz_restrictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    isBlocked: boolean('is_blocked').notNull().default(false),
    reason: text('reason'),
    maxAttemptsOverride: integer('max_attempts_override'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_quiz_restrictions_unique').on(t.userId, t.quizId),
    index('user_quiz_restrictions_quiz_id_idx').on(t.quizId),
  ],
);

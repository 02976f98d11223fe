import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { QUIZ_LANGUAGES } from '../../../shared/domain/quiz-language';
import { FOLDED_APOSTROPHES } from '../../../shared/domain/text';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameUz: text('name_uz').notNull(),
    nameEn: text('name_en').notNull(),
    description: text('description'),
    icon: text('icon'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_active_order_idx').on(t.isActive, t.displayOrder),
    check('categories_display_order_nonnegative', sql`${t.displayOrder} >= 0`),
  ],
);

export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    thumbnailUrl: text('thumbnail_url'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    difficultyLevel: smallint('difficulty_level').notNull().default(1),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    totalQuestions: integer('total_questions').notNull().default(0),
    /** integer so'm; 0 means free */
    price: integer('price').notNull().default(0),
    previewQuestions: integer('preview_questions').notNull().default(3),
    /** null means unlimited */
    maxAttempts: integer('max_attempts'),
    allowRetakes: boolean('allow_retakes').notNull().default(true),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleAnswers: boolean('shuffle_answers').notNull().default(false),
    /** the clock runs from start to deadline whatever the device does (pauses do not stop it) */
    strictTimer: boolean('strict_timer').notNull().default(false),
    /** the language the quiz is written in: 'uz' (either script) or 'ru' */
    language: text('language', { enum: QUIZ_LANGUAGES }).notNull().default('uz'),
    isActive: boolean('is_active').notNull().default(true),
    /** raised by every write to the quiz's questions: the editor's "save all" refuses a stale list */
    questionsVersion: integer('questions_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** lower-cased title and description with every apostrophe form folded to ' (search) */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `translate(lower(coalesce(title, '') || ' ' || coalesce(description, '')), '${FOLDED_APOSTROPHES}', '${"''".repeat(FOLDED_APOSTROPHES.length)}')`,
      ),
    ),
  },
  (t) => [
    index('quizzes_category_id_idx').on(t.categoryId),
    index('quizzes_active_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.isActive}`),
    index('quizzes_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('quizzes_active_price_idx').on(t.price, t.id).where(sql`${t.isActive}`),
    index('quizzes_active_duration_idx').on(t.durationMinutes, t.id).where(sql`${t.isActive}`),
    index('quizzes_active_questions_idx')
      .on(t.totalQuestions.desc().nullsFirst(), t.id)
      .where(sql`${t.isActive}`),
    index('quizzes_active_difficulty_idx').on(t.difficultyLevel).where(sql`${t.isActive}`),
    check('quizzes_language_known', sql`${t.language} in ('uz', 'ru')`),
    check('quizzes_difficulty_range', sql`${t.difficultyLevel} between 1 and 5`),
    check('quizzes_price_nonnegative', sql`${t.price} >= 0`),
    check('quizzes_duration_positive', sql`${t.durationMinutes} >= 1`),
    check('quizzes_max_attempts_positive', sql`${t.maxAttempts} is null or ${t.maxAttempts} >= 1`),
  ],
);

export const quizModules = pgTable(
  'quiz_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    pointsPerQuestion: numeric('points_per_question', { precision: 5, scale: 1, mode: 'number' })
      .notNull()
      .default(1),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_modules_quiz_id_idx').on(t.quizId, t.orderIndex),
    check('quiz_modules_points_range', sql`${t.pointsPerQuestion} between 0.1 and 100`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id').references(() => quizModules.id, { onDelete: 'set null' }),
    questionText: text('question_text').notNull(),
    /** array of 2..6 option strings */
    options: jsonb('options').$type<string[]>().notNull(),
    /** zero-based index into options; never sent to a learner before their attempt is finished */
    correctAnswer: integer('correct_answer').notNull(),
    points: integer('points').notNull().default(1),
    explanation: text('explanation'),
    isPreview: boolean('is_preview').notNull().default(false),
    orderIndex: integer('order_index').notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_quiz_id_idx').on(t.quizId, t.orderIndex),
    index('questions_module_id_idx').on(t.moduleId),
    check('questions_points_positive', sql`${t.points} >= 1`),
    check('questions_points_at_most_ten', sql`${t.points} <= 10`),
    check('questions_correct_nonnegative', sql`${t.correctAnswer} >= 0`),
  ],
);

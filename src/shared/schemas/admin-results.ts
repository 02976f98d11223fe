import { z } from 'zod';

/**
 * The admin results contract: the results list, its CSV export and the per-quiz
 * item analysis (Moodle's quiz statistics: research/item-analysis-and-import.md).
 */

/**
 * Who did it: a signed-up user, a guest (the guest checkout's name and email), or a user who was
 * deleted (name and email null: show "O'chirilgan foydalanuvchi").
 */
export const personSchema = z.object({
  type: z.enum(['user', 'guest', 'deleted']),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

// ---- results list and export ----
/** The filters of GET /api/admin/results and of GET /api/admin/results/export.csv (same names). */
export const resultFiltersSchema = z.object({
  /** learner name or email, or quiz title; case- and apostrophe-insensitive */
  search: z.string().trim().max(200).optional(),
  passed: z.enum(['true', 'false']).optional(),
  quizId: z.uuid().optional(),
});
export const resultListQuerySchema = resultFiltersSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const adminResultSchema = z.object({
  id: z.uuid(),
  learner: personSchema,
  quizId: z.uuid(),
  quizTitle: z.string(),
  score: z.number(),
  correctAnswers: z.number().int().nonnegative(),
  totalQuestions: z.number().int().nonnegative(),
  percentage: z.number(),
  passed: z.boolean(),
  /** seconds */
  timeTaken: z.number().int().nonnegative(),
  /** the attempt ended because its time ran out */
  timeUp: z.boolean(),
  completedAt: z.string(),
  /** the certificate's public code when the result earned one */
  certificateCode: z.string().nullable(),
});
/** Newest first. */
export const adminResultListSchema = z.object({
  results: z.array(adminResultSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---- item analysis ----
export const ITEM_ANALYSIS_MIN_ATTEMPTS = 10;
export const itemAnalysisQuerySchema = z.object({
  /** first: each learner's first attempt (Moodle's default); all: every attempt */
  attempts: z.enum(['first', 'all']).default('first'),
});
export const quizIdParamsSchema = z.object({ quizId: z.uuid() });

export const itemFlagSchema = z.enum([
  /** facility > 90 */
  'TOO_EASY',
  /** facility < 10 */
  'TOO_HARD',
  /** discrimination < 0: stronger learners get it wrong more often, likely a wrong answer key */
  'NEGATIVE_DISCRIMINATION',
]);

export const itemOptionSchema = z.object({
  /** the option's original (unshuffled) index */
  index: z.number().int().nonnegative(),
  text: z.string(),
  isCorrect: z.boolean(),
  chosen: z.number().int().nonnegative(),
  /** share of the attempts, 0-100 */
  chosenPercent: z.number(),
});

export const itemStatisticsSchema = z.object({
  questionId: z.uuid(),
  /** 1-based place in the quiz's order */
  position: z.number().int().min(1),
  /** the question text, cut to 200 characters */
  text: z.string(),
  correctAnswer: z.number().int().nonnegative(),
  options: z.array(itemOptionSchema),
  unanswered: z.number().int().nonnegative(),
  /** share of the attempts that answered correctly, 0-100; null with no attempts */
  facilityIndex: z.number().nullable(),
  /**
   * Pearson correlation x100 between this question's score (0/1) and the score on the rest of
   * the quiz; null when undefined (no attempts, or everyone scored the same on either side)
   */
  discriminationIndex: z.number().nullable(),
  flags: z.array(itemFlagSchema),
});

export const itemAnalysisSchema = z.object({
  quizId: z.uuid(),
  quizTitle: z.string(),
  attempts: z.enum(['first', 'all']),
  /** results included */
  attemptCount: z.number().int().nonnegative(),
  /** fewer than ITEM_ANALYSIS_MIN_ATTEMPTS attempts: the figures are noise (show them greyed) */
  fewAttempts: z.boolean(),
  questions: z.array(itemStatisticsSchema),
});

export type Person = z.infer<typeof personSchema>;
export type ResultFilters = z.infer<typeof resultFiltersSchema>;
export type ResultListQuery = z.infer<typeof resultListQuerySchema>;
export type AdminResult = z.infer<typeof adminResultSchema>;
export type AdminResultList = z.infer<typeof adminResultListSchema>;
export type ItemFlag = z.infer<typeof itemFlagSchema>;
export type ItemOption = z.infer<typeof itemOptionSchema>;
export type ItemStatistics = z.infer<typeof itemStatisticsSchema>;
export type ItemAnalysis = z.infer<typeof itemAnalysisSchema>;

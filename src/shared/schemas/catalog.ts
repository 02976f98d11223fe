import { z } from 'zod';
import { ORIGINAL_SCRIPT } from '../domain/content-script';
import { CATALOG_LANGUAGES, QUIZ_LANGUAGES } from '../domain/quiz-language';
import { PAYMENT_METHODS } from '../domain/storefront';
import { integrationsSchema } from './integrations';

export const CATEGORY_KEYS = [
  'mathematics',
  'science',
  'history',
  'technology',
  'language',
  'business',
] as const;

/** A category as the home page shows it: only active ones that hold active quizzes. */
export const featuredCategorySchema = z.object({
  id: z.uuid(),
  nameUz: z.string(),
  nameEn: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  activeQuizCount: z.number().int().nonnegative(),
});
export const featuredCategoriesResponseSchema = z.object({ categories: z.array(featuredCategorySchema) });

/** A quiz card: what lists show. Never holds questions, answers or explanations. */
export const quizCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  difficultyLevel: z.number().int(),
  durationMinutes: z.number().int(),
  totalQuestions: z.number().int(),
  price: z.number().int().nonnegative(),
  /** the language the quiz is written in; Uzbek texts come in the reader's script */
  language: z.enum(QUIZ_LANGUAGES),
  createdAt: z.string(),
});
/**
 * How many learners finished a quiz and their average best score (whole percent); null while fewer
 * than a few learners did, so one person's result is never shown as the quiz's.
 */
export const learnerStatsSchema = z.object({
  learners: z.number().int().nonnegative(),
  averagePercentage: z.number().min(0).max(100),
});
/** A card as the shop window (home, catalogue, detail) shows it: with the learner numbers. */
export const catalogQuizCardSchema = quizCardSchema.extend({ learnerStats: learnerStatsSchema.nullable() });

/** Where a quiz's generated cover is served (the demo seed stores it as the thumbnail). */
export { quizCoverPath } from '../domain/storefront';

/**
 * `script=original`: Uzbek content as its author wrote it, not in the reader's script. Anything
 * else is refused, so a typo does not quietly give the transliteration.
 */
export const scriptQuerySchema = z.object({ script: z.enum([ORIGINAL_SCRIPT]).optional() });

/** The catalogue's language filter; absent: the reader's (Russian for Russian readers, else Uzbek). */
const catalogLanguageField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(CATALOG_LANGUAGES).optional(),
);
export const catalogLanguageQuerySchema = scriptQuerySchema.extend({ lang: catalogLanguageField });

export const newestQuizzesQuerySchema = catalogLanguageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});
export const quizListResponseSchema = z.object({ quizzes: z.array(catalogQuizCardSchema) });

/** GET /api/settings/public: what every page may know of the admin settings (on the first load). */
export const publicSettingsSchema = z.object({
  guestPurchaseEnabled: z.boolean(),
  /** shown in the header, footer and page titles */
  siteName: z.string(),
  siteDescription: z.string(),
  /** off: the sign-up form says registration is closed (the server refuses it anyway) */
  registrationEnabled: z.boolean(),
  /** off: passing issues no certificate */
  certificatesEnabled: z.boolean(),
  /** the pass mark new attempts start with (static texts that state "70%") */
  passingPercentage: z.number().int().min(0).max(100),
  /** ads and social links from the server's environment (ids unset: placeholders, no links) */
  integrations: integrationsSchema,
  /** the methods a payment can be taken with now, in the order they are offered (none: payments are off) */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** whether signing in by phone and SMS code is offered: off in production without an SMS gateway */
  phoneSignIn: z.boolean(),
});

export type FeaturedCategory = z.infer<typeof featuredCategorySchema>;
export type FeaturedCategoriesResponse = z.infer<typeof featuredCategoriesResponseSchema>;
export type QuizCard = z.infer<typeof quizCardSchema>;
export type LearnerStats = z.infer<typeof learnerStatsSchema>;
export type CatalogQuizCard = z.infer<typeof catalogQuizCardSchema>;
export type QuizListResponse = z.infer<typeof quizListResponseSchema>;
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

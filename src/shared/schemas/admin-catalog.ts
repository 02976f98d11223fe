import { z } from 'zod';
import {
  CATEGORY_ICONS,
  hasOneDecimalAtMost,
  isImageAddress,
  MAX_MODULE_POINTS,
  MIN_MODULE_POINTS,
} from '../domain/authoring';
import { QUIZ_LANGUAGES } from '../domain/quiz-language';
import { adminCatalog } from '../i18n/admin/catalog';
import { adminUploads } from '../i18n/admin/uploads';

/** The admin API contract for categories, quizzes and modules (docs/product/admin-and-pages.md sections 2, 5). */

const requiredText = (max: number, message: () => string) =>
  z.string().trim().min(1, { error: message }).max(max);
/** optional text: the service stores '' as null (no transform here: these shapes are responses too) */
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** An uploaded file's path or an absolute http(s) URL (docs/product/admin-and-pages.md: "Noto'g'ri URL manzili"). */
export const imageAddressSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(isImageAddress, { error: () => adminUploads.urlInvalid });

// ---- categories ----
export const categoryInputSchema = z.object({
  nameUz: requiredText(100, () => adminCatalog.validation.categoryNameUzRequired),
  nameEn: requiredText(100, () => adminCatalog.validation.categoryNameEnRequired),
  description: optionalText(500),
  icon: z.enum(CATEGORY_ICONS).nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int().min(0).max(100_000),
});
export const adminCategorySchema = categoryInputSchema.extend({
  id: z.uuid(),
  /** every quiz in the category, active or not: a category with quizzes cannot be deleted */
  quizCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export const adminCategoriesResponseSchema = z.object({ categories: z.array(adminCategorySchema) });

// ---- quizzes ----
/** The language a quiz is written in. */
export const quizLanguageSchema = z.enum(QUIZ_LANGUAGES, { error: () => adminCatalog.quizLanguage.invalid });

export const quizInputSchema = z.object({
  title: requiredText(200, () => adminCatalog.validation.titleRequired),
  description: optionalText(5000),
  categoryId: z.uuid().nullable(),
  price: z
    .number()
    .int()
    .min(0, { error: () => adminCatalog.validation.priceMin })
    .max(100_000_000),
  durationMinutes: z
    .number()
    .int()
    .min(1, { error: () => adminCatalog.validation.durationMin })
    .max(600),
  difficultyLevel: z
    .number()
    .int()
    .min(1, { error: () => adminCatalog.validation.difficultyRange })
    .max(5, { error: () => adminCatalog.validation.difficultyRange }),
  thumbnailUrl: imageAddressSchema.nullable(),
  /** null means unlimited */
  maxAttempts: z
    .number()
    .int()
    .min(1, { error: () => adminCatalog.validation.maxAttemptsMin })
    .max(1000)
    .nullable(),
  allowRetakes: z.boolean(),
  shuffleQuestions: z.boolean(),
  shuffleAnswers: z.boolean(),
  strictTimer: z.boolean(),
  language: quizLanguageSchema,
  /** refused with QUIZ_HAS_NO_QUESTIONS while the quiz has no question */
  isActive: z.boolean(),
});
export const adminQuizSchema = quizInputSchema.extend({
  id: z.uuid(),
  categoryName: z.string().nullable(),
  totalQuestions: z.number().int().nonnegative(),
  moduleCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const adminQuizListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  categoryId: z.uuid().optional(),
  active: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export const adminQuizListResponseSchema = z.object({
  quizzes: z.array(adminQuizSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const quizActiveBodySchema = z.object({ isActive: z.boolean() });
/** A quiz with purchases, results or sessions is kept (deactivated) for the books; `message` says why. */
export const quizDeleteResponseSchema = z.object({
  outcome: z.enum(['deleted', 'deactivated']),
  message: z.string(),
});

// ---- modules ----
export const moduleInputSchema = z.object({
  name: requiredText(200, () => adminCatalog.validation.moduleNameRequired),
  description: optionalText(1000),
  pointsPerQuestion: z
    .number()
    .min(MIN_MODULE_POINTS, { error: () => adminCatalog.validation.modulePoints })
    .max(MAX_MODULE_POINTS)
    .refine(hasOneDecimalAtMost, { error: () => adminCatalog.validation.modulePoints }),
});
export const adminModuleSchema = moduleInputSchema.extend({
  id: z.uuid(),
  quizId: z.uuid(),
  orderIndex: z.number().int(),
  questionCount: z.number().int().nonnegative(),
});
export const adminModulesResponseSchema = z.object({ modules: z.array(adminModuleSchema) });
/** The complete new order: every id of the list exactly once (else REORDER_MISMATCH). */
export const reorderBodySchema = z.object({ ids: z.array(z.uuid()).max(500) });

export const idParamsSchema = z.object({ id: z.uuid() });
export const quizIdParamsSchema = z.object({ quizId: z.uuid() });

export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type QuizInput = z.infer<typeof quizInputSchema>;
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
export type AdminQuizListQuery = z.input<typeof adminQuizListQuerySchema>;
export type AdminQuizListResponse = z.infer<typeof adminQuizListResponseSchema>;
export type QuizDeleteResponse = z.infer<typeof quizDeleteResponseSchema>;
export type ModuleInput = z.infer<typeof moduleInputSchema>;
export type AdminModule = z.infer<typeof adminModuleSchema>;

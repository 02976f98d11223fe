import { z } from 'zod';

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
  createdAt: z.string(),
});
export const newestQuizzesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(12).default(4),
});
export const quizListResponseSchema = z.object({ quizzes: z.array(quizCardSchema) });

export const publicSettingsSchema = z.object({ guestPurchaseEnabled: z.boolean() });

export type FeaturedCategory = z.infer<typeof featuredCategorySchema>;
export type FeaturedCategoriesResponse = z.infer<typeof featuredCategoriesResponseSchema>;
export type QuizCard = z.infer<typeof quizCardSchema>;
export type QuizListResponse = z.infer<typeof quizListResponseSchema>;
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

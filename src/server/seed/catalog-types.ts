/** Shape of the demo catalogue seeded on an empty database (never in production). */
import { z } from 'zod';
import { quizLanguageSchema } from '../../shared/schemas/admin-catalog';
import type { ImportedQuestion } from '../../shared/schemas/admin-questions';

export interface SeedCategory {
  nameEn: string;
  nameUz: string;
  description: string;
  /** lucide icon name, e.g. 'calculator' */
  icon: string;
  isActive: boolean;
  displayOrder: number;
}

/**
 * One demo quiz file (seed/quizzes/<slug>.json): the quiz's fields, and per module its questions in
 * the JSON import format an admin uploads, read by the import's own parser.
 */
export const seedQuizFileSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  /** nameEn of the category */
  category: z.string().min(1),
  difficulty: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  durationMinutes: z.int().positive(),
  /** integer so'm; 0 = free */
  price: z.int().nonnegative(),
  /** absent: Uzbek */
  language: quizLanguageSchema.default('uz'),
  maxAttempts: z.int().positive().nullable(),
  allowRetakes: z.boolean(),
  shuffleQuestions: z.boolean(),
  shuffleAnswers: z.boolean(),
  isActive: z.boolean(),
  /** days before the seed time, so "newest" is deterministic */
  createdDaysAgo: z.int().nonnegative(),
  modules: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        description: z.string().min(1),
        /** the import format's items, checked by the import's parser */
        questions: z.array(z.unknown()).min(1),
      }),
    )
    .min(1),
});

export type SeedQuizFile = z.infer<typeof seedQuizFileSchema>;

export interface SeedModule {
  name: string;
  description: string;
  questions: ImportedQuestion[];
}

export type SeedQuiz = Omit<SeedQuizFile, 'modules'> & { modules: SeedModule[] };

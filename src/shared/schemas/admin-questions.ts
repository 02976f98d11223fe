import { z } from 'zod';
import {
  MAX_IMPORT_TEXT_LENGTH,
  MAX_OPTIONS,
  MAX_QUESTION_POINTS,
  MAX_QUESTIONS_PER_QUIZ,
  MIN_OPTIONS,
  MIN_QUESTION_POINTS,
} from '../domain/authoring';
import { MAX_PREVIEW_QUESTIONS } from '../domain/storefront';
import { adminQuestions } from '../i18n/admin/questions';
import { imageAddressSchema } from './admin-catalog';

/** The admin API contract for questions, "save all", import and export (docs/product/admin-and-pages.md sections 2, 5). */

const questionFields = z.object({
  questionText: z
    .string()
    .trim()
    .min(1, { error: () => adminQuestions.validation.textRequired })
    .max(5000),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: () => adminQuestions.validation.allOptionsFilled })
        .max(1000),
    )
    .min(MIN_OPTIONS, { error: () => adminQuestions.validation.atLeastTwoOptions })
    .max(MAX_OPTIONS, { error: () => adminQuestions.validation.atMostSixOptions }),
  /** zero-based index into options */
  correctAnswer: z
    .number()
    .int()
    .min(0, { error: () => adminQuestions.validation.correctAnswerRange }),
  points: z
    .number()
    .int()
    .min(MIN_QUESTION_POINTS, { error: () => adminQuestions.validation.pointsRange })
    .max(MAX_QUESTION_POINTS, { error: () => adminQuestions.validation.pointsRange }),
  /** '' is stored as null */
  explanation: z.string().trim().max(5000).nullable(),
  isPreview: z.boolean(),
  /** null: 'Modul belgilanmagan' */
  moduleId: z.uuid().nullable(),
  thumbnailUrl: imageAddressSchema.nullable(),
});

const correctWithinOptions = (q: { correctAnswer: number; options: string[] }) =>
  q.correctAnswer < q.options.length;

/** One question as the editor sends it on "save all": without id it is new. */
export const questionDraftSchema = questionFields
  .extend({ id: z.uuid().optional() })
  .refine(correctWithinOptions, {
    error: () => adminQuestions.validation.correctAnswerRange,
    path: ['correctAnswer'],
  });

/**
 * "Save all": the quiz's complete question list in its new order, written in one transaction.
 * Questions of the quiz missing from the list are deleted. `version` is the one the editor
 * loaded: if the questions changed since, the save is refused (QUESTIONS_CHANGED), not merged.
 */
export const saveQuestionsBodySchema = z
  .object({
    version: z.number().int().min(0),
    questions: z.array(questionDraftSchema).max(MAX_QUESTIONS_PER_QUIZ),
  })
  .refine((b) => b.questions.filter((q) => q.isPreview).length <= MAX_PREVIEW_QUESTIONS, {
    error: () => adminQuestions.validation.tooManyPreviews,
    path: ['questions'],
  });

export const adminQuestionSchema = questionFields.extend({
  id: z.uuid(),
  orderIndex: z.number().int(),
});
export const adminQuestionsResponseSchema = z.object({
  quizId: z.uuid(),
  version: z.number().int(),
  questions: z.array(adminQuestionSchema),
});

// ---- import and export ----
export const IMPORT_FORMATS = ['json', 'gift', 'aiken'] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export const importBodySchema = z.object({
  format: importFormatSchema,
  text: z.string().max(MAX_IMPORT_TEXT_LENGTH, { error: () => adminQuestions.import.textTooLarge }),
});
export const importCommitBodySchema = importBodySchema.extend({
  version: z.number().int().min(0),
  /** leave out the questions the quiz has already (the preview's `duplicates`) */
  skipDuplicates: z.boolean().default(true),
});

/** A question the import will add, with where it starts in the text. */
export const importedQuestionSchema = questionFields.extend({
  line: z.number().int().min(1),
  /** GIFT's $CATEGORY: the module it goes to (created when missing); null keeps moduleId */
  moduleName: z.string().nullable(),
});
export const importProblemSchema = z.object({ line: z.number().int().min(1), message: z.string() });
export const importPreviewSchema = z.object({
  questions: z.array(importedQuestionSchema),
  problems: z.array(importProblemSchema),
  /** modules the import will create */
  newModules: z.array(z.string()),
  /**
   * Lines of the questions the quiz has already: the same text and options, compared without
   * case, repeated spaces or apostrophe forms. The import skips them unless told not to.
   */
  duplicates: z.array(z.number().int().min(1)),
});
export const importCommitResponseSchema = adminQuestionsResponseSchema.extend({
  added: z.number().int().nonnegative(),
  modulesCreated: z.number().int().nonnegative(),
  /** duplicates left out */
  skipped: z.number().int().nonnegative(),
});
export const exportQuerySchema = z.object({ format: importFormatSchema });

export type QuestionDraft = z.infer<typeof questionDraftSchema>;
export type SaveQuestionsBody = z.infer<typeof saveQuestionsBodySchema>;
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export type AdminQuestionsResponse = z.infer<typeof adminQuestionsResponseSchema>;
export type ImportFormat = z.infer<typeof importFormatSchema>;
export type ImportedQuestion = z.infer<typeof importedQuestionSchema>;
export type ImportProblem = z.infer<typeof importProblemSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportCommitResponse = z.infer<typeof importCommitResponseSchema>;
export type ImportCommitBody = z.input<typeof importCommitBodySchema>;

import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { quizCardSchema } from './catalog';

export const resultSummarySchema = z.object({
  id: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  score: z.number(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number(),
  passed: z.boolean(),
  timeTaken: z.number().int(),
  completedAt: z.string(),
});
export const resultsResponseSchema = z.object({ results: z.array(resultSummarySchema) });
export type ResultSummary = z.infer<typeof resultSummarySchema>;
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

export const certificateSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  percentage: z.number(),
  passed: z.boolean(),
  issuedAt: z.string(),
});
export const certificatesResponseSchema = z.object({ certificates: z.array(certificateSummarySchema) });
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;
export type CertificatesResponse = z.infer<typeof certificatesResponseSchema>;

/** A quiz with a session in progress (the catalogue's resume section). */
export const inProgressQuizSchema = z.object({
  quiz: quizCardSchema,
  answeredCount: z.number().int(),
  timeRemaining: z.number().int(),
  updatedAt: z.string(),
});
export const inProgressResponseSchema = z.object({ quizzes: z.array(inProgressQuizSchema) });
export type InProgressQuiz = z.infer<typeof inProgressQuizSchema>;
export type InProgressResponse = z.infer<typeof inProgressResponseSchema>;

/** How the signed-in learner can sign in: both ways in, shown in the profile. */
export const accountResponseSchema = z.object({
  /** null for a phone account that has not confirmed an email yet */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** E.164; null until a number is confirmed by an SMS code */
  phoneNumber: z.string().nullable(),
  /** false for a phone account that never set one (a reset by SMS or email sets it) */
  hasPassword: z.boolean(),
  /** what the product writes to this person in */
  language: z.enum(LANGUAGES),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** PUT /api/me/language: the language menu's choice, kept for the emails, SMS and certificates. */
export const languageUpdateSchema = z.strictObject({ language: z.enum(LANGUAGES) });

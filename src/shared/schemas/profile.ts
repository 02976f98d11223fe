import { z } from 'zod';

export const resultSummarySchema = z.object({
  id: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  score: z.number().int(),
  correctAnswers: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number(),
  passed: z.boolean(),
  timeTaken: z.number().int(),
  completedAt: z.string(),
});
export const resultsResponseSchema = z.object({ results: z.array(resultSummarySchema) });
export type ResultSummary = z.infer<typeof resultSummarySchema>;

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

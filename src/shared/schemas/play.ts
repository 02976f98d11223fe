import { z } from 'zod';
import { resultSummarySchema } from './profile';

/** A browser's stable id (localStorage device_id). */
export const deviceIdSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const playQuizParamsSchema = z.object({ quizId: z.uuid() });
export const sessionParamsSchema = z.object({ sessionId: z.uuid() });
export const resultParamsSchema = z.object({ resultId: z.uuid() });
export const deviceBodySchema = z.object({ deviceId: deviceIdSchema });
export type DeviceBody = z.infer<typeof deviceBodySchema>;

/** A question's position in the session; the server also refuses one past the quiz's last question. */
export const MAX_QUESTION_INDEX = 9_999;
export const questionIndexSchema = z.number().int().min(0).max(MAX_QUESTION_INDEX);

/** An option as the session shows it; `index` is its position in the original order. */
export const playOptionSchema = z.object({ index: z.number().int().min(0), text: z.string() });
export const playQuestionSchema = z.object({
  id: z.uuid(),
  questionText: z.string(),
  thumbnailUrl: z.string().nullable(),
  moduleId: z.uuid().nullable(),
  moduleName: z.string().nullable(),
  /** the question's weight: points x its module's points per question */
  points: z.number(),
  options: z.array(playOptionSchema),
});
export type PlayQuestion = z.infer<typeof playQuestionSchema>;

/** question id -> chosen option, by its original index */
export const answerMapSchema = z.record(z.string(), z.number().int().min(0));

export const playSessionSchema = z.object({
  sessionId: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  attemptNumber: z.number().int(),
  deviceId: z.string(),
  questions: z.array(playQuestionSchema),
  currentQuestionIndex: z.number().int().min(0),
  answers: answerMapSchema,
  /** seconds left, decided by the server */
  timeRemaining: z.number().int().min(0),
  durationSeconds: z.number().int(),
  /** the clock runs to the deadline whatever the device does (pauses do not stop it) */
  strictTimer: z.boolean(),
  startedAt: z.string(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

export const activeSessionSummarySchema = z.object({
  sessionId: z.uuid(),
  deviceId: z.string(),
  currentQuestionIndex: z.number().int(),
  answeredCount: z.number().int(),
  totalQuestions: z.number().int(),
  timeRemaining: z.number().int(),
  startedAt: z.string(),
});
export type ActiveSessionSummary = z.infer<typeof activeSessionSummarySchema>;

export const accessSchema = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(true) }),
  /** message: the Uzbek text learners read; specMessage: the spec's English wording, for programs */
  z.object({ allowed: z.literal(false), code: z.string(), message: z.string(), specMessage: z.string() }),
]);

/** A guest's 24-hour access as the play intro reports it; expired and merged ones no longer open play. */
export const guestPlaySchema = z.object({
  email: z.string(),
  fullName: z.string(),
  expiresAt: z.string(),
  state: z.enum(['active', 'expired', 'merged', 'refunded']),
});
export type GuestPlay = z.infer<typeof guestPlaySchema>;

export const playIntroSchema = z.object({
  quiz: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    totalQuestions: z.number().int(),
    durationMinutes: z.number().int(),
    thumbnailUrl: z.string().nullable(),
    strictTimer: z.boolean(),
    /** false: one attempt only, whatever the limit says */
    allowRetakes: z.boolean(),
  }),
  access: accessSchema,
  owned: z.boolean(),
  attemptsUsed: z.number().int(),
  attemptsLimit: z.number().int().nullable(),
  /** null when unlimited */
  attemptsLeft: z.number().int().nullable(),
  activeSession: activeSessionSummarySchema.nullable(),
  lastResult: z.object({ id: z.uuid(), percentage: z.number(), passed: z.boolean() }).nullable(),
  /** the pass mark (%): the session in progress keeps the one it started with, a new attempt takes the setting */
  passPercentage: z.number().int().min(0).max(100),
  /** set when this browser plays the quiz as a guest (no account): whose access, until when, its state */
  guest: guestPlaySchema.nullable().optional(),
  /** the reader's script shows this quiz's texts otherwise than written: the page offers the original */
  transliterable: z.boolean().optional(),
});
export type PlayIntro = z.infer<typeof playIntroSchema>;

export const saveAnswerBodySchema = z.object({
  questionId: z.uuid(),
  /** the chosen option's original index */
  optionIndex: z.number().int().min(0).max(5),
  currentQuestionIndex: questionIndexSchema,
});
export const heartbeatBodySchema = z.object({ currentQuestionIndex: questionIndexSchema });
/** The server's clock after a contact: seconds left, and whether it runs. */
export const timerResponseSchema = z.object({ timeRemaining: z.number().int().min(0), running: z.boolean() });
export type SaveAnswerBody = z.infer<typeof saveAnswerBodySchema>;
export type HeartbeatBody = z.infer<typeof heartbeatBodySchema>;
export type PlayTimer = z.infer<typeof timerResponseSchema>;

export const PAUSE_REASONS = ['navigation', 'closed'] as const;
export const pauseBodySchema = z.object({
  reason: z.enum(PAUSE_REASONS),
  currentQuestionIndex: questionIndexSchema.optional(),
  fromPage: z.string().max(200).optional(),
  targetPage: z.string().max(200).optional(),
});
export type PauseBody = z.infer<typeof pauseBodySchema>;

export const resultQuestionSchema = z.object({
  id: z.uuid(),
  questionText: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().int(),
  chosen: z.number().int().nullable(),
  isCorrect: z.boolean(),
  explanation: z.string().nullable(),
  moduleName: z.string().nullable(),
  /** the question's weight: points x its module's points per question */
  points: z.number(),
});
export const resultDetailSchema = z.object({
  result: resultSummarySchema,
  /** the attempt ended because its time ran out, however it was finished */
  timeUp: z.boolean(),
  /** in the order the attempt showed them; only sent once the attempt is finished */
  questions: z.array(resultQuestionSchema),
  certificate: z.object({ id: z.uuid(), code: z.string() }).nullable(),
  /** the pass mark (%) this attempt started with and was graded by */
  passPercentage: z.number().int().min(0).max(100),
  /** false: the site issues no certificates now (a pass then has none, and that is no error) */
  certificatesEnabled: z.boolean(),
  /** how the attempt's clock ran: how often and how long it stood still (null once the attempt is gone) */
  timing: z
    .object({ strictTimer: z.boolean(), pauseCount: z.number().int(), pausedSeconds: z.number().int() })
    .nullable(),
});
export type ResultDetail = z.infer<typeof resultDetailSchema>;

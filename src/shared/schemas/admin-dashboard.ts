import { z } from 'zod';
import { personSchema } from './admin-results';

/**
 * The admin dashboard's contract (docs/product/admin-and-pages.md section 2 "Dashboard").
 * Every figure is computed in SQL on the server; days are calendar days in Asia/Tashkent.
 */
const count = z.number().int().nonnegative();
/** YYYY-MM-DD, a calendar day in Asia/Tashkent */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dashboardCountersSchema = z.object({
  users: count,
  quizzes: count,
  /** purchases whose payment_status is COMPLETED */
  completedPurchases: count,
  /** so'm: the sum of the COMPLETED purchases' amounts */
  revenue: count,
  results: count,
  certificates: count,
});

const activityBase = { at: z.string(), person: personSchema };
/** The latest 3 of each kind, merged by time, newest first, 5 shown. */
export const dashboardActivitySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('purchase'),
    ...activityBase,
    quizId: z.uuid(),
    quizTitle: z.string(),
    /** so'm */
    amount: count,
  }),
  z.object({
    kind: z.literal('completion'),
    ...activityBase,
    quizId: z.uuid(),
    quizTitle: z.string(),
    percentage: z.number(),
    passed: z.boolean(),
  }),
  z.object({ kind: z.literal('registration'), ...activityBase }),
]);

/** Ranked by purchases + plays (plays = quiz results, every attempt that finished). */
export const dashboardTopQuizSchema = z.object({
  quizId: z.uuid(),
  title: z.string(),
  purchases: count,
  plays: count,
});

export const dashboardRevenueDaySchema = z.object({ day: daySchema, revenue: count });
export const dashboardResultsDaySchema = z.object({ day: daySchema, passed: count, failed: count });

export const adminDashboardSchema = z.object({
  counters: dashboardCountersSchema,
  activities: z.array(dashboardActivitySchema),
  topQuizzes: z.array(dashboardTopQuizSchema),
  /** the last 30 days, oldest first, today (Tashkent) last; days without data are 0 */
  revenueByDay: z.array(dashboardRevenueDaySchema),
  /** the same 30 days: finished results per day, passed and failed */
  resultsByDay: z.array(dashboardResultsDaySchema),
  /** the time zone of the days: Asia/Tashkent */
  timeZone: z.string(),
});

export type DashboardCounters = z.infer<typeof dashboardCountersSchema>;
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
export type DashboardTopQuiz = z.infer<typeof dashboardTopQuizSchema>;
export type DashboardRevenueDay = z.infer<typeof dashboardRevenueDaySchema>;
export type DashboardResultsDay = z.infer<typeof dashboardResultsDaySchema>;
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

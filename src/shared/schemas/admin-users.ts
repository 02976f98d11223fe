import { z } from 'zod';
import { adminUserRules } from '../i18n/admin/user-rules';

/** The admin API contract for users and their per-quiz restrictions. */

export const USER_ROLES = ['USER', 'ADMIN'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** better-auth's ids are opaque strings (not uuids) */
export const userIdSchema = z.string().trim().min(1).max(100);
export const userIdParamsSchema = z.object({ id: userIdSchema });
export const userQuizParamsSchema = z.object({ id: userIdSchema, quizId: z.uuid() });

// ---- list ----
export const adminUserListQuerySchema = z.object({
  /** part of the full name (apostrophes folded), the email or the phone number, or the exact id; case-insensitive */
  search: z.string().trim().max(200).optional(),
  role: userRoleSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminUserSchema = z.object({
  id: z.string(),
  /** full_name */
  name: z.string(),
  /** '' for a phone account that has no email */
  email: z.string(),
  /** E.164, when the account has a confirmed number */
  phoneNumber: z.string().nullable(),
  role: userRoleSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  /** completed paid purchases */
  purchaseCount: z.number().int().nonnegative(),
  /** free quizzes claimed (not purchases: no money) */
  freeClaimCount: z.number().int().nonnegative(),
  /** quiz results */
  resultCount: z.number().int().nonnegative(),
  /** sign-in sessions that are active and not expired now */
  activeSessionCount: z.number().int().nonnegative(),
  signedIn: z.boolean(),
});
/** newest first */
export const adminUserListResponseSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

// ---- role ----
/** Refused with 422 LAST_ADMIN when it would leave no ADMIN. Answers the updated user. */
export const userRoleBodySchema = z.object({ role: userRoleSchema });

// ---- restrictions ----
const v = adminUserRules;
export const restrictionInputSchema = z
  .object({
    isBlocked: z.boolean(),
    /** shown to the learner when blocked; required then */
    reason: z
      .string()
      .trim()
      .max(500, { error: () => v.reasonTooLong })
      .nullable(),
    /** replaces the quiz's max attempts for this user; null keeps the quiz's own */
    maxAttemptsOverride: z
      .number()
      .int()
      .min(1, { error: () => v.maxAttemptsMin })
      .max(1000)
      .nullable(),
  })
  .refine((input) => !input.isBlocked || (input.reason ?? '').trim().length > 0, {
    error: () => v.reasonRequired,
    path: ['reason'],
  });
export const adminRestrictionSchema = z.object({
  quizId: z.uuid(),
  quizTitle: z.string(),
  isBlocked: z.boolean(),
  reason: z.string().nullable(),
  maxAttemptsOverride: z.number().int().nullable(),
  createdAt: z.string(),
});
/** quiz title order */
export const adminRestrictionsResponseSchema = z.object({ restrictions: z.array(adminRestrictionSchema) });

export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;
export type RestrictionInput = z.infer<typeof restrictionInputSchema>;
export type AdminRestriction = z.infer<typeof adminRestrictionSchema>;
export type AdminRestrictionsResponse = z.infer<typeof adminRestrictionsResponseSchema>;

import { z } from 'zod';
import { sanitizeText } from '../domain/sanitize';
import { uz } from '../i18n/uz';

const v = uz.validation;

/** Limits of docs/product/learner-side.md sections 5 and 9. */
export const AUTH_LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  fullNameMin: 2,
  fullNameMax: 100,
  signInAttempts: 5,
  signInWindowMinutes: 15,
  resetCodeLength: 6,
} as const;

export const emailSchema = z
  .string({ error: v.emailRequired })
  .transform(sanitizeText)
  .pipe(
    z
      .string()
      .min(1, v.emailRequired)
      .max(AUTH_LIMITS.emailMax, v.emailTooLong)
      .pipe(z.email({ error: v.emailInvalid }))
      .transform((email) => email.toLowerCase()),
  );

/**
 * The one password rule: signing in, and setting one (sign-up, reset, change, admin), so a
 * password set anywhere can sign in (docs/decisions/0003-password-lengths.md).
 */
export const passwordSchema = z
  .string({ error: v.passwordMin8 })
  .min(AUTH_LIMITS.passwordMin, v.passwordMin8)
  .max(AUTH_LIMITS.passwordMax, v.passwordMax128);

export const fullNameSchema = z
  .string({ error: v.fullNameRequired })
  .transform(sanitizeText)
  .pipe(
    z
      .string()
      .min(AUTH_LIMITS.fullNameMin, v.fullNameRequired)
      .max(AUTH_LIMITS.fullNameMax, v.fullNameTooLong),
  );

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    fullName: fullNameSchema,
    confirmPassword: z.string({ error: v.passwordsMismatch }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    message: v.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const resetRequestSchema = z.object({ email: emailSchema });

export const resetCodeSchema = z
  .string({ error: v.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${AUTH_LIMITS.resetCodeLength}}$`), v.codeInvalid);

const newPasswordPair = {
  password: passwordSchema,
  confirmPassword: z.string({ error: v.passwordsMismatch }),
};

function passwordsMatch(data: { password: string; confirmPassword: string }) {
  return data.password === data.confirmPassword;
}

/** The reset dialog's second step: the code from the email and the new password. */
export const resetWithCodeSchema = z
  .object({ email: emailSchema, code: resetCodeSchema, ...newPasswordPair })
  .refine(passwordsMatch, { message: v.passwordsMismatch, path: ['confirmPassword'] });

/** The /reset-password page: email and code arrive in the link, the person types the rest. */
export const resetPasswordPageSchema = z
  .object(newPasswordPair)
  .refine(passwordsMatch, { message: v.passwordsMismatch, path: ['confirmPassword'] });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetWithCodeInput = z.input<typeof resetWithCodeSchema>;
export type ResetPasswordPageInput = z.input<typeof resetPasswordPageSchema>;

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** better-auth's revoke-session takes the opaque id list-sessions shows, never a session token. */
export const revokeSessionSchema = z.strictObject({ sessionId: z.string().trim().min(1).max(200) });

import { z } from 'zod';
import { isPlaceholderEmail, normalizeUzPhone } from '../domain/phone';
import { sanitizeText } from '../domain/sanitize';
import { uz } from '../i18n/uz';

type ValidationText = keyof typeof uz.validation;

/** A check's message, read when it fails: in the language of whoever is reading. */
const says = (text: ValidationText) => ({ error: () => uz.validation[text] });

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

/** SMS codes: what one code allows and how many a number or a client address may be sent. */
export const PHONE_CODE_LIMITS = {
  lifetimeMinutes: 5,
  wrongAttempts: 5,
  perWindow: 3,
  windowMinutes: 15,
  perDay: 10,
} as const;

export const emailSchema = z
  .string(says('emailRequired'))
  .transform(sanitizeText)
  .pipe(
    z
      .string()
      .min(1, says('emailRequired'))
      .max(AUTH_LIMITS.emailMax, says('emailTooLong'))
      .pipe(z.email(says('emailInvalid')))
      .transform((email) => email.toLowerCase())
      // a phone account's placeholder address: taken by anyone else, it would stop that number signing up
      .refine((email) => !isPlaceholderEmail(email), says('emailInvalid')),
  );

/**
 * The one password rule: signing in, and setting one (sign-up, reset, change, admin), so a
 * password set anywhere can sign in (docs/decisions/0003-password-lengths.md).
 */
export const passwordSchema = z
  .string(says('passwordMin8'))
  .min(AUTH_LIMITS.passwordMin, says('passwordMin8'))
  .max(AUTH_LIMITS.passwordMax, says('passwordMax128'));

export const fullNameSchema = z
  .string(says('fullNameRequired'))
  .transform(sanitizeText)
  .pipe(
    z
      .string()
      .min(AUTH_LIMITS.fullNameMin, says('fullNameRequired'))
      .max(AUTH_LIMITS.fullNameMax, says('fullNameTooLong')),
  );

/*
 * Phone sign-in: better-auth's phoneNumber plugin under /api/auth (client: phoneNumberClient).
 * Every number is checked with phoneNumberSchema; a bad one is 400 VALIDATION_FAILED with
 * fields.phoneNumber. Sending answers the same for known and unknown numbers.
 * - POST phone-number/send-otp { phoneNumber } -> 200 { status: true } | 429 SMS_RATE_LIMITED
 *   (Retry-After seconds): 3 codes per number per 15 min, 10 a day, the same per client address;
 *   403 PHONE_SIGN_IN_OFF where no SMS can be sent (public settings' phoneSignIn false).
 * - POST phone-number/verify { phoneNumber, code } -> 200 { status, user }, session cookie set;
 *   a new number gets an account (no password, no email). With a session and
 *   `updatePhoneNumber: true` it adds the number to that account instead (400 PHONE_TAKEN).
 *   Wrong code 400 SMS_CODE_INVALID; after 5 wrong tries 429 SMS_CODE_TOO_MANY_ATTEMPTS;
 *   older than 5 minutes 400 SMS_CODE_EXPIRED: both need a new code.
 * - POST sign-in/phone-number { phoneNumber, password } for accounts that set a password
 *   (401 INVALID_PHONE_NUMBER_OR_PASSWORD).
 * - POST phone-number/request-password-reset { phoneNumber } -> 200 { status: true } always
 *   (limits as send-otp); POST phone-number/reset-password { phoneNumber, otp, newPassword }
 *   (newPassword 8..128, else 400 VALIDATION_FAILED fields.newPassword).
 * - POST change-email { newEmail, callbackURL } on a phone account: a confirmation link to the
 *   address; the email is set when it is opened. Only for accounts without an email.
 * - GET /api/me/account -> { email: string | null, emailVerified, phoneNumber: string | null,
 *   hasPassword } (accountResponseSchema). Auth answers show a phone account's email as null.
 */

/** An Uzbek mobile number as people type it, out as E.164 (`+998901234567`). */
export const phoneNumberSchema = z
  .string(says('phoneRequired'))
  .trim()
  .min(1, says('phoneRequired'))
  .max(40, says('phoneInvalid'))
  .transform((typed, ctx) => {
    const e164 = normalizeUzPhone(typed);
    if (e164) return e164;
    ctx.issues.push({ code: 'custom', message: uz.validation.phoneInvalid, input: typed });
    return z.NEVER;
  });

export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});

export const signUpSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    fullName: fullNameSchema,
    confirmPassword: z.string(says('passwordsMismatch')),
  })
  .refine((data) => data.password === data.confirmPassword, {
    ...says('passwordsMismatch'),
    path: ['confirmPassword'],
  });

export const resetRequestSchema = z.object({ email: emailSchema });

export const resetCodeSchema = z
  .string(says('codeInvalid'))
  .trim()
  .regex(new RegExp(`^\\d{${AUTH_LIMITS.resetCodeLength}}$`), says('codeInvalid'));

/** The 6-digit code from an SMS (same shape as the email reset code). */
export const smsCodeSchema = resetCodeSchema;

/** Asking for a code: sign-in/sign-up, adding a phone, or a password reset. */
export const phoneCodeRequestSchema = z.object({ phoneNumber: phoneNumberSchema });

/** The phone dialog's second step: the number and the code from the SMS. */
export const phoneVerifySchema = z.object({ phoneNumber: phoneNumberSchema, code: smsCodeSchema });

const newPasswordPair = {
  password: passwordSchema,
  confirmPassword: z.string(says('passwordsMismatch')),
};

function passwordsMatch(data: { password: string; confirmPassword: string }) {
  return data.password === data.confirmPassword;
}

/** The reset dialog's second step: the code from the email and the new password. */
export const resetWithCodeSchema = z
  .object({ email: emailSchema, code: resetCodeSchema, ...newPasswordPair })
  .refine(passwordsMatch, { ...says('passwordsMismatch'), path: ['confirmPassword'] });

/** Password reset by SMS: the number, the code from the SMS and the new password. */
export const phoneResetSchema = z
  .object({ phoneNumber: phoneNumberSchema, code: smsCodeSchema, ...newPasswordPair })
  .refine(passwordsMatch, { ...says('passwordsMismatch'), path: ['confirmPassword'] });

/** The /reset-password page: email and code arrive in the link, the person types the rest. */
export const resetPasswordPageSchema = z
  .object(newPasswordPair)
  .refine(passwordsMatch, { ...says('passwordsMismatch'), path: ['confirmPassword'] });

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;
export type ResetRequestInput = z.input<typeof resetRequestSchema>;
export type ResetWithCodeInput = z.input<typeof resetWithCodeSchema>;
export type PhoneCodeRequestInput = z.input<typeof phoneCodeRequestSchema>;
export type PhoneVerifyInput = z.input<typeof phoneVerifySchema>;
export type PhoneResetInput = z.input<typeof phoneResetSchema>;
export type ResetPasswordPageInput = z.input<typeof resetPasswordPageSchema>;

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** better-auth's revoke-session takes the opaque id list-sessions shows, never a session token. */
export const revokeSessionSchema = z.strictObject({ sessionId: z.string().trim().min(1).max(200) });

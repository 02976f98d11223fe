import { phoneNumber } from 'better-auth/plugins';
import { formatUzPhone, isUzPhone, placeholderEmailFor } from '../../../shared/domain/phone';
import type { SignInMethod } from '../../../shared/schemas/admin-sessions';
import { PHONE_CODE_LIMITS } from '../../../shared/schemas/auth';
import type { PhoneCodes } from './phone-codes';

/**
 * better-auth's phoneNumber plugin over our codes (phone-codes.ts). A new number that confirms a
 * code becomes an account with no password, its formatted number as the name (the learner can
 * change it), and a placeholder email that is never shown or mailed (shared/domain/phone.ts).
 */
export function phoneNumberPlugin(phoneCodes: PhoneCodes) {
  return phoneNumber({
    otpLength: 6,
    expiresIn: PHONE_CODE_LIMITS.lifetimeMinutes * 60,
    allowedAttempts: PHONE_CODE_LIMITS.wrongAttempts,
    phoneNumberValidator: isUzPhone,
    // the routes that send codes are answered by the phone hooks (phone-hooks.ts) before this
    sendOTP: () => {
      throw new Error('SMS codes are sent by the phone hooks');
    },
    verifyOTP: ({ phoneNumber, code }, ctx) =>
      phoneCodes.verify(
        phoneNumber,
        ctx?.path === '/phone-number/reset-password' ? 'PASSWORD_RESET' : 'SIGN_IN',
        code,
      ),
    signUpOnVerification: { getTempEmail: placeholderEmailFor, getTempName: formatUzPhone },
  });
}

const METHOD_BY_PATH: Record<string, SignInMethod> = {
  '/phone-number/verify': 'phone_code',
  '/sign-in/phone-number': 'phone_password',
  '/sign-in/email': 'email_password',
  '/admin/impersonate-user': 'impersonation',
};

/**
 * better-auth's session.create.before hook: the session records the route it was created by, for
 * the admin's sessions list. A refreshed or otherwise created session keeps no method.
 */
export async function recordSignInMethod(session: Record<string, unknown>, ctx: { path?: string } | null) {
  const signInMethod = ctx?.path ? METHOD_BY_PATH[ctx.path] : undefined;
  return signInMethod ? { data: { ...session, signInMethod } } : undefined;
}

/**
 * better-auth's user.update.before hook: an address a phone account adds becomes its email when its
 * confirmation link is opened (verify-email writes the new address only for a valid link), and
 * opening it is the proof, so it is confirmed then; better-auth would keep the placeholder's
 * "unconfirmed" and sign-in by email would stay refused.
 */
export async function confirmAddedEmail(data: Record<string, unknown>, ctx: { path?: string } | null) {
  if (ctx?.path !== '/verify-email' || typeof data.email !== 'string') return undefined;
  return { data: { ...data, emailVerified: true } };
}

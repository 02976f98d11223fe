import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, emailOTP } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Language } from '../../../shared/i18n/languages';
import { AUTH_LIMITS } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authAccounts, authRateLimits, authSessions, authVerifications, users } from '../../db/schema';
import { callbackInLanguage, readerUrl } from '../../lib/reader-url';
import { inLanguage } from '../../plugins/language';
import type { Mailer } from '../mail/mailer';
import { accountLanguage, recipientAt } from '../mail/notification-emails';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import { createAuthHooks } from './auth-hooks';
import { CLIENT_IP_HEADER } from './auth-input';
import { beforeUserCreate } from './new-user';
import { createPhoneCodes } from './phone-codes';
import { confirmAddedEmail, phoneNumberPlugin, recordSignInMethod } from './phone-plugin';
import { runSignInHooks, type SignInHook } from './sign-in-hooks';
import type { SignInLimiter } from './sign-in-limiter';
import { createVerificationLinks } from './verification-links';

const DAY_SECONDS = 24 * 60 * 60;

/** Reset emails per minute: per IP for the learner's form, per account for an admin's sending. */
export const PASSWORD_RESET_REQUEST_LIMIT = { window: 60, max: 5 };

interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  signInLimiter: SignInLimiter;
  /** what features above auth do after a sign-in (app.ts registers the guest-purchase merge) */
  afterSignIn?: readonly SignInHook[];
}

export function createAuth({ config, db, mailer, signInLimiter, afterSignIn = [] }: AuthDeps) {
  const resetLink = (language: Language, email: string, code: string) =>
    readerUrl(config.publicUrl, language, `/reset-password?${new URLSearchParams({ email, code })}`);
  const verificationLinks = createVerificationLinks(db, config.authSecret);
  const phoneCodes = createPhoneCodes(db, config.authSecret, { perAddress: config.ipRateLimits });

  return betterAuth({
    appName: 'Bilimdon',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      // by the account: when a phone account adds an address, `user.email` is the new one
      sendVerificationEmail: async ({ user, url }) => {
        const language = await accountLanguage(db, user.id);
        const link = await verificationLinks.bind(user.id, callbackInLanguage(url, language));
        await mailer.send(inLanguage(language, () => verificationEmail(user.email, user.name, link)));
      },
    },
    // a phone account adds an email by a confirmation link (phone-hooks.ts allows no other change)
    user: {
      changeEmail: { enabled: true },
      // set at sign-up (new-user.ts) and by PUT /api/me/language only, never from a client's body
      additionalFields: { language: { type: 'string', required: false, input: false } },
    },
    session: {
      additionalFields: { signInMethod: { type: 'string', required: false, input: false } },
      // the spec's inactivity timeout: 24 h without use ends the session. Any use at least 5 minutes
      // after the last refresh (the browser's activity ping interval) slides it forward.
      expiresIn: DAY_SECONDS,
      updateAge: 5 * 60,
    },
    rateLimit: {
      enabled: config.ipRateLimits,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 120,
      customRules: {
        // per IP; the per-email limit on failed sign-ins is ours (sign-in-limiter.ts)
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 10 },
        '/email-otp/request-password-reset': PASSWORD_RESET_REQUEST_LIMIT,
        '/email-otp/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
        // counted per number and per address by our stricter limits (phone-send-limits.ts), not the
        // phoneNumber plugin's 10 a minute
        '/phone-number/send-otp': false,
        '/phone-number/request-password-reset': false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    plugins: [
      admin({ defaultRole: 'USER', adminRoles: ['ADMIN'], roles: { ADMIN: adminAc, USER: userAc } }),
      emailOTP({
        otpLength: 6,
        expiresIn: 60 * 60,
        allowedAttempts: 5,
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'forget-password') return;
          const { language } = await recipientAt(db, email);
          const link = resetLink(language, email, otp);
          await mailer.send(inLanguage(language, () => passwordResetEmail(email, otp, link)));
        },
      }),
      phoneNumberPlugin(phoneCodes),
    ],
    databaseHooks: {
      user: { create: { before: beforeUserCreate(db) }, update: { before: confirmAddedEmail } },
      session: { create: { before: recordSignInMethod, after: runSignInHooks(afterSignIn) } },
    },
    hooks: createAuthHooks({
      db,
      mailer,
      publicUrl: config.publicUrl,
      allowedOrigins: [config.publicUrl, ...config.trustedOrigins].map((url) => new URL(url).origin),
      signInLimiter,
      verificationLinks,
      phoneCodes,
      phoneSignIn: config.sms.phoneSignIn,
    }),
  });
}

export type Auth = ReturnType<typeof createAuth>;

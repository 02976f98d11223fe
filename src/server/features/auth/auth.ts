import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin, emailOTP } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import { errorMessage } from '../../../shared/i18n/uz';
import { signInSchema, signUpSchema } from '../../../shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authAccounts, authRateLimits, authSessions, authVerifications, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import type { SignInLimiter } from './sign-in-limiter';

/** The header the Fastify mount sets from req.ip; better-auth reads the client IP only from headers. */
export const CLIENT_IP_HEADER = 'x-bilimdon-client-ip';

const DAY_SECONDS = 24 * 60 * 60;

interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  signInLimiter: SignInLimiter;
}

function validationError(issues: { message: string; path: PropertyKey[] }[]) {
  const first = issues[0];
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: first?.message ?? errorMessage('VALIDATION_FAILED'),
    fields: Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
  });
}

export function createAuth({ config, db, mailer, signInLimiter }: AuthDeps) {
  const resetLink = (email: string, code: string) =>
    `${config.publicUrl}/reset-password?${new URLSearchParams({ email, code })}`;

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
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: DAY_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    session: {
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
        '/email-otp/request-password-reset': { window: 60, max: 5 },
        '/email-otp/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
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
          await mailer.send(passwordResetEmail(email, otp, resetLink(email, otp)));
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          // the spec's sign-up rules, enforced here too so a bypassed form changes nothing
          const parsed = signUpSchema.safeParse({ ...ctx.body, fullName: ctx.body?.name });
          if (!parsed.success) throw validationError(parsed.error.issues);
          const { email, password, fullName } = parsed.data;
          return { context: { body: { ...ctx.body, email, password, name: fullName } } };
        }
        if (ctx.path === '/sign-in/email') {
          const parsed = signInSchema.safeParse(ctx.body ?? {});
          if (!parsed.success) throw validationError(parsed.error.issues);
          if (await signInLimiter.isBlocked(parsed.data.email)) {
            throw new APIError('TOO_MANY_REQUESTS', {
              code: 'TOO_MANY_ATTEMPTS_SIGN_IN',
              message: errorMessage('RATE_LIMITED'),
            });
          }
          return { context: { body: { ...ctx.body, email: parsed.data.email } } };
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = String(ctx.body?.email ?? '');
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) await signInLimiter.recordFailure(email);
        } else {
          await signInLimiter.clear(email);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { and, eq, isNotNull } from 'drizzle-orm';
import { isPlaceholderEmail } from '../../../shared/domain/phone';
import {
  emailSchema,
  passwordSchema,
  phoneCodeRequestSchema,
  phoneNumberSchema,
  phoneVerifySchema,
  smsCodeSchema,
} from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { authAccounts, users } from '../../db/schema';
import { errorText } from '../../plugins/language';
import { CLIENT_IP_HEADER, parseBody, parseField, refuseOtherFields } from './auth-input';
import type { PhoneCodes } from './phone-codes';
import type { SignInLimiter } from './sign-in-limiter';
import { checkNewPassword } from './user-fields';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export interface PhoneHookDeps {
  db: Db;
  phoneCodes: PhoneCodes;
  signInLimiter: SignInLimiter;
  /** false where no SMS can reach anyone (production without a gateway): no code is sent */
  phoneSignIn: boolean;
}

const fields = (...names: string[]): ReadonlySet<string> => new Set(names);
const SEND_FIELDS = fields('phoneNumber');
const VERIFY_FIELDS = fields('phoneNumber', 'code', 'updatePhoneNumber');
const PASSWORD_SIGN_IN_FIELDS = fields('phoneNumber', 'password', 'rememberMe');
const RESET_FIELDS = fields('phoneNumber', 'otp', 'newPassword');
const CHANGE_EMAIL_FIELDS = fields('newEmail', 'callbackURL');

/** The client address the Fastify mount put in the headers; none for server-side calls. */
function clientIp(ctx: HookContext): string | null {
  return (ctx.headers ?? ctx.request?.headers)?.get(CLIENT_IP_HEADER) ?? null;
}

const SENT = { status: true } as const;

/**
 * Our side of better-auth's phoneNumber routes (the list is in src/shared/schemas/auth.ts). Every
 * number is normalised with the shared schema first. The two routes that send a code are answered
 * here in full (phone-codes.ts: limits, hashed code, SMS in one transaction): better-auth's own
 * would store the plain code and skip the limits for numbers without an account, which would tell
 * whether a number has one.
 */
export function createPhoneHooks(deps: PhoneHookDeps) {
  function assertSmsReachable() {
    if (deps.phoneSignIn) return;
    throw new APIError('FORBIDDEN', {
      code: 'PHONE_SIGN_IN_OFF',
      message: errorText('PHONE_SIGN_IN_OFF'),
    });
  }

  async function sendCode(ctx: HookContext) {
    assertSmsReachable();
    const { phoneNumber } = parseBody(phoneCodeRequestSchema, refuseOtherFields(ctx.body, SEND_FIELDS));
    const signedIn = await getSessionFromCtx(ctx);
    await deps.phoneCodes.send({
      phoneNumber,
      ipAddress: clientIp(ctx),
      purpose: 'SIGN_IN',
      confirmingForAccount: Boolean(signedIn),
    });
    return ctx.json(SENT);
  }

  async function verify(ctx: HookContext) {
    const body = refuseOtherFields(ctx.body, VERIFY_FIELDS);
    const { phoneNumber, code } = parseBody(phoneVerifySchema, body);
    const updatePhoneNumber = body.updatePhoneNumber === true;
    // adding a number needs a session: refused before the code is spent
    if (updatePhoneNumber && !(await getSessionFromCtx(ctx))) throw new APIError('UNAUTHORIZED');
    return { context: { body: { phoneNumber, code, updatePhoneNumber } } };
  }

  async function requestReset(ctx: HookContext) {
    assertSmsReachable();
    const { phoneNumber } = parseBody(phoneCodeRequestSchema, refuseOtherFields(ctx.body, SEND_FIELDS));
    await deps.phoneCodes.send({ phoneNumber, ipAddress: clientIp(ctx), purpose: 'PASSWORD_RESET' });
    return ctx.json(SENT);
  }

  function reset(ctx: HookContext) {
    const body = refuseOtherFields(ctx.body, RESET_FIELDS);
    checkNewPassword(body, 'newPassword');
    const phoneNumber = parseField(phoneNumberSchema, body.phoneNumber, 'phoneNumber');
    const otp = parseField(smsCodeSchema, body.otp, 'otp');
    return { context: { body: { phoneNumber, otp, newPassword: body.newPassword } } };
  }

  /**
   * Password sign-in by number, limited per number like sign-in by email. A number without an
   * account or without a password is refused after as much work as a wrong password costs (one
   * hash), so the answer's timing says nothing either.
   */
  async function signInWithPassword(ctx: HookContext) {
    const body = refuseOtherFields(ctx.body, PASSWORD_SIGN_IN_FIELDS);
    const phoneNumber = parseField(phoneNumberSchema, body.phoneNumber, 'phoneNumber');
    const password = parseField(passwordSchema, body.password, 'password');
    await deps.signInLimiter.assertAllowed(phoneNumber);
    if (!(await hasPassword(deps.db, phoneNumber))) {
      await ctx.context.password.hash(password);
      throw new APIError('UNAUTHORIZED', {
        code: 'INVALID_PHONE_NUMBER_OR_PASSWORD',
        message: errorText('INVALID_PHONE_NUMBER_OR_PASSWORD'),
      });
    }
    return { context: { body: { ...body, phoneNumber, password } } };
  }

  /** Adding an email to a phone account: a confirmation link to it (better-auth's change-email). */
  async function addEmail(ctx: HookContext) {
    const session = await getSessionFromCtx(ctx);
    if (!session) return undefined;
    // only the never-shown placeholder is replaced; a real address stays the account's
    if (!isPlaceholderEmail(session.user.email)) {
      throw new APIError('FORBIDDEN', {
        code: 'FIELD_NOT_ALLOWED',
        message: errorText('FIELD_NOT_ALLOWED'),
      });
    }
    const body = refuseOtherFields(ctx.body, CHANGE_EMAIL_FIELDS);
    return { context: { body: { ...body, newEmail: parseField(emailSchema, body.newEmail, 'newEmail') } } };
  }

  const before: Record<string, (ctx: HookContext) => unknown> = {
    '/phone-number/send-otp': sendCode,
    '/phone-number/verify': verify,
    '/phone-number/request-password-reset': requestReset,
    '/phone-number/reset-password': reset,
    '/sign-in/phone-number': signInWithPassword,
    '/change-email': addEmail,
  };

  /** After a password sign-in by number: a right password clears the number's failed count. */
  async function after(ctx: HookContext, succeeded: boolean) {
    if (ctx.path === '/sign-in/phone-number' && succeeded) {
      await deps.signInLimiter.clear(String(ctx.body?.phoneNumber ?? ''));
    }
  }

  return { before, after };
}

async function hasPassword(db: Db, phoneNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(authAccounts, eq(authAccounts.userId, users.id))
    .where(
      and(
        eq(users.phoneNumber, phoneNumber),
        eq(authAccounts.providerId, 'credential'),
        isNotNull(authAccounts.password),
      ),
    );
  return Boolean(row);
}

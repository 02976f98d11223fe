import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { signInSchema } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { recordAudit } from '../audit/audit-log';
import type { Mailer } from '../mail/mailer';
import {
  REPLACED_ADMIN_ENDPOINTS,
  refuseAdminRoleOnCreate,
  refuseReplacedAdminEndpoint,
  refuseRoleInAdminUpdate,
} from './admin-endpoints';
import { parseBody, refuseForeignRedirects } from './auth-input';
import type { PhoneCodes } from './phone-codes';
import { createPhoneHooks } from './phone-hooks';
import { assertRegistrationOpen } from './registration-gate';
import { revokeSessionById, shapeAuthAnswer } from './session-tokens';
import type { SignInLimiter } from './sign-in-limiter';
import { SIGN_UP_ACCEPTED, signUpForExistingEmail } from './sign-up-existing-email';
import {
  checkAdminCreateUser,
  checkAdminUpdateUser,
  checkNewPassword,
  checkSignUp,
  checkUpdateUser,
} from './user-fields';
import type { VerificationLinks } from './verification-links';

export interface AuthHookDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** the origins a link may send a browser back to */
  allowedOrigins: readonly string[];
  signInLimiter: SignInLimiter;
  verificationLinks: VerificationLinks;
  phoneCodes: PhoneCodes;
  phoneSignIn: boolean;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A token better-auth cannot verify: it then answers as for any invalid link. */
const REVOKED_TOKEN = 'revoked';

/**
 * Our rules around better-auth's routes. `before` validates and cleans input with the shared
 * schemas (its merged `context.body` replaces the fields given) or answers itself; `after`
 * shapes answers (no session token, no placeholder email) and keeps the sign-in counts.
 */
export function createAuthHooks(deps: AuthHookDeps) {
  const phone = createPhoneHooks(deps);

  async function signUp(ctx: HookContext) {
    // closed first: the answer then says nothing about the email or the input
    await assertRegistrationOpen(deps.db);
    const input = checkSignUp(ctx.body);
    if (await signUpForExistingEmail(ctx, deps, input)) return ctx.json(SIGN_UP_ACCEPTED);
    return { context: { body: input } };
  }

  async function signIn(ctx: HookContext) {
    const { email } = parseBody(signInSchema, ctx.body ?? {});
    await deps.signInLimiter.assertAllowed(email);
    return { context: { body: { email } } };
  }

  async function verifyEmail(ctx: HookContext) {
    if (await deps.verificationLinks.isCurrent(ctx.query)) return undefined;
    return { context: { query: { ...ctx.query, token: REVOKED_TOKEN } } };
  }

  const before = createAuthMiddleware(async (ctx) => {
    refuseForeignRedirects([ctx.query, ctx.body], deps.allowedOrigins);
    const phoneRoute = phone.before[ctx.path];
    if (phoneRoute) return phoneRoute(ctx);
    switch (ctx.path) {
      case '/sign-up/email':
        return signUp(ctx);
      case '/sign-in/email':
        return signIn(ctx);
      case '/verify-email':
        return verifyEmail(ctx);
      case '/revoke-session':
        return revokeSessionById(ctx, deps.db);
      case '/update-user':
        // a guest gets better-auth's 401 before any word about the input
        if (!(await getSessionFromCtx(ctx))) return undefined;
        return { context: { body: checkUpdateUser(ctx.body) } };
      case '/change-password':
        if (!(await getSessionFromCtx(ctx))) return undefined;
        return checkNewPassword(ctx.body, 'newPassword');
      case '/reset-password':
        return checkNewPassword(ctx.body, 'newPassword');
      case '/email-otp/reset-password':
        return checkNewPassword(ctx.body, 'password');
      case '/admin/create-user':
        if (!(await mayAdminister(ctx))) return undefined;
        if (isHttpCall(ctx)) refuseAdminRoleOnCreate(ctx.body);
        return { context: { body: checkAdminCreateUser(ctx.body) } };
      case '/admin/update-user':
        if (!(await mayAdminister(ctx))) return undefined;
        refuseRoleInAdminUpdate(ctx.body);
        return { context: { body: checkAdminUpdateUser(ctx.body) } };
      default:
        // a guest or a learner still gets better-auth's own 401/403
        if (REPLACED_ADMIN_ENDPOINTS.has(ctx.path) && isHttpCall(ctx) && (await mayAdminister(ctx))) {
          refuseReplacedAdminEndpoint();
        }
        return undefined;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (ctx.path === '/sign-up/email' && !isAPIError(returned)) return ctx.json(SIGN_UP_ACCEPTED);
    if (ctx.path === '/sign-in/email') {
      // EMAIL_NOT_VERIFIED comes only after the password matched
      const passwordMatched = !isAPIError(returned) || returned.body?.code === 'EMAIL_NOT_VERIFIED';
      if (passwordMatched) await deps.signInLimiter.clear(String(ctx.body?.email ?? ''));
    }
    await phone.after(ctx, !isAPIError(returned));
    if (AUDITED_USER_WRITES.has(ctx.path) && isHttpCall(ctx) && !isAPIError(returned)) {
      await auditUserWrite(deps.db, ctx);
    }
    const shaped = isAPIError(returned) ? undefined : shapeAuthAnswer(returned);
    return shaped === undefined ? undefined : ctx.json(shaped);
  });

  return { before, after };
}

/**
 * An admin's user create/update through better-auth's own endpoints (kept for their name and
 * email rules) is recorded like every admin write. better-auth wrote on its own connection, so the
 * entry follows the write instead of sharing its transaction.
 */
async function auditUserWrite(db: Db, ctx: HookContext) {
  const session = await getSessionFromCtx(ctx);
  if (!session) return;
  const actor = { id: session.user.id, email: session.user.email };
  const body = (ctx.body ?? {}) as {
    userId?: string;
    email?: string;
    name?: string;
    data?: Record<string, unknown>;
  };
  const created = (ctx.context.returned as { user?: { id?: string } } | undefined)?.user;
  if (ctx.path === '/admin/create-user') {
    await recordAudit(db, actor, {
      action: 'user.create',
      entityType: 'user',
      entityId: created?.id ?? null,
      changes: { email: body.email, name: body.name },
    });
  } else {
    await recordAudit(db, actor, {
      action: 'user.update',
      entityType: 'user',
      entityId: body.userId ?? null,
      changes: body.data ?? {},
    });
  }
}

const AUDITED_USER_WRITES = new Set(['/admin/create-user', '/admin/update-user']);

/**
 * Server-side calls (no request) and admins: a guest or an ordinary user gets better-auth's
 * 401/403 before any word about the input.
 */
async function mayAdminister(ctx: HookContext) {
  if (!isHttpCall(ctx)) return true;
  const session = await getSessionFromCtx(ctx);
  return (session?.user as { role?: string } | undefined)?.role === 'ADMIN';
}

/** A request from outside, not a server-side `auth.api` call (seed, tests, our own services). */
function isHttpCall(ctx: HookContext) {
  return Boolean(ctx.request || ctx.headers);
}

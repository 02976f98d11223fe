import { emailSchema, fullNameSchema, passwordSchema, signUpSchema } from '../../../shared/schemas/auth';
import { parseBody, parseField, refuseOtherFields } from './auth-input';

/**
 * The spec's rules for every better-auth route that writes a user's fields, run in the `before`
 * hook so that no form, script or admin call can store what sign-up would refuse (a 60,000
 * character name once stalled certificate rendering). Each returns the cleaned fields, which
 * better-auth merges over the body it received.
 */

const SIGN_UP_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'password',
  'confirmPassword',
  'name',
  'callbackURL',
  'rememberMe',
]);

/** The product lets people edit only their full name; email, role and the rest are not theirs to set. */
const SELF_EDITABLE_FIELDS: ReadonlySet<string> = new Set(['name']);

type Body = Record<string, unknown>;

function asBody(body: unknown): Body {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/** POST /sign-up/email: the sign-up form's rules; the form's fullName travels as `name`. */
export function checkSignUp(body: unknown) {
  const input = refuseOtherFields(body, SIGN_UP_FIELDS);
  const { email, password, fullName } = parseBody(signUpSchema, { ...input, fullName: input.name });
  return { email, password, name: fullName };
}

/** POST /update-user: only the full name, with the sign-up rules and cleaning. */
export function checkUpdateUser(body: unknown) {
  const input = refuseOtherFields(body, SELF_EDITABLE_FIELDS);
  return { name: parseField(fullNameSchema, input.name, 'name') };
}

/** POST /admin/create-user: the same name and email rules, and a password that can sign in. */
export function checkAdminCreateUser(body: unknown) {
  const input = asBody(body);
  const email = parseField(emailSchema, input.email, 'email');
  const name = parseField(fullNameSchema, input.name, 'name');
  if (input.password !== undefined) parseField(passwordSchema, input.password, 'password');
  return { email, name };
}

/** POST /admin/update-user: the name and email inside `data`, when given. */
export function checkAdminUpdateUser(body: unknown) {
  const data = asBody(asBody(body).data);
  const cleaned: Body = {};
  if ('name' in data) cleaned.name = parseField(fullNameSchema, data.name, 'data.name');
  if ('email' in data) cleaned.email = parseField(emailSchema, data.email, 'data.email');
  return Object.keys(cleaned).length ? { data: cleaned } : {};
}

/**
 * better-auth's routes that set a password (change, reset by code, and the token reset no flow
 * issues a token for) check it with the one shared rule, so they refuse as sign-up does:
 * VALIDATION_FAILED, the same message, the field named. `field` is the body's name for the new password.
 */
export function checkNewPassword(body: unknown, field: 'newPassword' | 'password') {
  parseField(passwordSchema, asBody(body)[field], field);
}

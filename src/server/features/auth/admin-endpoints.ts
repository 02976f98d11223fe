import { APIError } from 'better-auth/api';
import { errorText } from '../../plugins/language';
import { refuseOtherFields } from './auth-input';

/**
 * better-auth's admin plugin writes users, roles and sessions without our rules (the last admin,
 * the audit log in the writing transaction, anonymising a deleted user's books). Our
 * /api/admin/users and /api/admin/sessions routes replace these, so an admin calling them over
 * HTTP gets 403 ADMIN_ENDPOINT_REPLACED. Server-side calls (seed, tests) are not refused.
 */
export const REPLACED_ADMIN_ENDPOINTS: ReadonlySet<string> = new Set([
  '/admin/set-role',
  '/admin/remove-user',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/set-user-password',
]);

export function refuseReplacedAdminEndpoint(): never {
  throw new APIError('FORBIDDEN', {
    code: 'ADMIN_ENDPOINT_REPLACED',
    message: errorText('ADMIN_ENDPOINT_REPLACED'),
  });
}

/**
 * The admin create and update routes stay (name and email checks in user-fields.ts), but a role
 * travels only through PUT /api/admin/users/:id/role: better-auth merges our cleaned body over
 * the one it received, so a `data.role` left in would still be written.
 */
const UPDATABLE_USER_DATA: ReadonlySet<string> = new Set(['name', 'email']);

export function refuseRoleInAdminUpdate(body: unknown): void {
  const data = (body as { data?: unknown } | null)?.data;
  if (data !== undefined) refuseOtherFields(data, UPDATABLE_USER_DATA);
}

/** A user created by an admin over HTTP is a USER; promotion is PUT /api/admin/users/:id/role. */
export function refuseAdminRoleOnCreate(body: unknown): void {
  const role = (body as { role?: unknown } | null)?.role;
  if (role !== undefined && role !== 'USER') {
    throw new APIError('BAD_REQUEST', {
      code: 'FIELD_NOT_ALLOWED',
      message: errorText('FIELD_NOT_ALLOWED'),
    });
  }
}

import { APIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { errorText } from '../../plugins/language';
import { readSettings } from '../settings/settings.service';

/** The admin's way in: an admin creates accounts also while registration is closed. */
const ADMIN_CREATE_PATH = '/admin/create-user';

/** Throws REGISTRATION_CLOSED (403) while the admin setting enable_registration is off. */
export async function assertRegistrationOpen(db: Db): Promise<void> {
  if ((await readSettings(db)).enableRegistration) return;
  throw new APIError('FORBIDDEN', {
    code: 'REGISTRATION_CLOSED',
    message: errorText('REGISTRATION_CLOSED'),
  });
}

export interface CreateContext {
  path?: string;
  request?: Request;
  headers?: Headers;
}

/**
 * better-auth's user.create.before database hook: whatever path creates a user from outside
 * (sign-up today; social or magic-link sign-in if ever added) is refused while registration is
 * closed. Server-side calls (the seed, no request) and admins' create-user pass.
 */
export function registrationGate(db: Db) {
  return async (_user: unknown, ctx: CreateContext | null) => {
    if (isAdminOrServerCreate(ctx)) return;
    await assertRegistrationOpen(db);
  };
}

/** A user created by the server itself (no request) or by an admin, not by its owner signing up. */
export function isAdminOrServerCreate(ctx: CreateContext | null): boolean {
  return !ctx || (!ctx.request && !ctx.headers) || ctx.path === ADMIN_CREATE_PATH;
}

import { z } from 'zod';
import { BROWSER_NAMES, DEVICE_KINDS } from '../domain/devices';
import { deviceInfoSchema } from './account';

/** The admin API contract for everyone's sign-in sessions. */

/** How a session signed in: by SMS code or password with a phone number, by email and password, or an admin acting as the user. */
export const SIGN_IN_METHODS = ['phone_code', 'phone_password', 'email_password', 'impersonation'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const adminSessionSchema = z.object({
  /** the sign-in (user_sessions.id): DELETE /api/admin/sessions/:id ends it */
  id: z.uuid(),
  userId: z.string(),
  userName: z.string(),
  /** null for a phone account without an email */
  userEmail: z.string().nullable(),
  /** E.164, when the account has a confirmed number */
  userPhone: z.string().nullable(),
  /** null for sessions from before the method was recorded */
  signInMethod: z.enum(SIGN_IN_METHODS).nullable(),
  deviceKind: z.enum(DEVICE_KINDS),
  /** Mobil qurilma / Planshet / Kompyuter */
  deviceLabel: z.string(),
  browser: z.enum(BROWSER_NAMES),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  deviceInfo: deviceInfoSchema,
  lastActivity: z.string(),
  createdAt: z.string(),
  /** the session of the admin asking (ending it signs the admin out here) */
  current: z.boolean(),
});
/** active, unexpired sign-ins, newest activity first */
export const adminSessionsResponseSchema = z.object({ sessions: z.array(adminSessionSchema) });
export const adminSessionParamsSchema = z.object({ id: z.uuid() });

export type AdminSession = z.infer<typeof adminSessionSchema>;
export type AdminSessionsResponse = z.infer<typeof adminSessionsResponseSchema>;

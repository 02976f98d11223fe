import { z } from 'zod';
import { BROWSER_NAMES, DEVICE_KINDS } from '../domain/devices';
import { deviceInfoSchema } from './account';

/** The admin API contract for everyone's sign-in sessions. */

export const adminSessionSchema = z.object({
  /** the sign-in (user_sessions.id): DELETE /api/admin/sessions/:id ends it */
  id: z.uuid(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
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

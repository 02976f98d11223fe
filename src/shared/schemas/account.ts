import { z } from 'zod';

export { NOTIFICATION_LIMIT } from '../domain/notifications';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export const notificationParamsSchema = z.object({ id: z.uuid() });
export type UserNotification = z.infer<typeof notificationSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

// lone UTF-16 surrogates, which jsonb refuses, are refused for every route by the server's guard
const deviceText = (max: number) => z.string().max(max).optional();

/** What a browser tells about itself for the sessions list (docs/product/learner-side.md: user_sessions.device_info). */
export const deviceInfoSchema = z.object({
  browser: deviceText(60),
  platform: deviceText(60),
  language: deviceText(35),
  screenWidth: z.number().int().min(0).max(20_000).optional(),
  screenHeight: z.number().int().min(0).max(20_000).optional(),
  timezone: deviceText(60),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

export const userSessionSchema = z.object({
  id: z.uuid(),
  deviceInfo: deviceInfoSchema,
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  lastActivity: z.string(),
  createdAt: z.string(),
  /** the session of the browser asking */
  current: z.boolean(),
});
export const userSessionsResponseSchema = z.object({ sessions: z.array(userSessionSchema) });
export const userSessionParamsSchema = z.object({ id: z.uuid() });
export type UserSession = z.infer<typeof userSessionSchema>;
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

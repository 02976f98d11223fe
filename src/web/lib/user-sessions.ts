import type { DeviceInfo, UserSessionsResponse } from '@shared/schemas/account';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The signed-in user's sign-ins (user_sessions). Shared by the profile's sessions tab and the
 * app-wide session tracking, which learns this browser's own session id from `current`.
 */
export type { UserSessionsResponse };

/** GET /api/sessions: the caller's active sign-ins, most recent activity first. */
export function getUserSessions(signal?: AbortSignal): Promise<UserSessionsResponse> {
  return api.get<UserSessionsResponse>('/api/sessions', { signal });
}

export const userSessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.userSessions, queryFn: ({ signal }) => getUserSessions(signal) });

/** PUT /api/sessions/current/device: this browser describes itself (once after sign-in). */
export function recordDeviceInfo(deviceInfo: DeviceInfo): Promise<void> {
  return api.put<void>('/api/sessions/current/device', { deviceInfo });
}

/** POST /api/sessions/current/activity: moves this sign-in's last activity to now. */
export function pingSessionActivity(): Promise<void> {
  return api.post<void>('/api/sessions/current/activity');
}

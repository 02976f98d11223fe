import type { NotificationsResponse } from '@shared/schemas/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type { NotificationsResponse };

/** GET /api/notifications: the user's 50 most recent notifications and the unread count. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationsResponse> {
  return api.get<NotificationsResponse>('/api/notifications', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notifications, queryFn: ({ signal }) => getNotifications(signal) });

/** Only for a signed-in user; guests make no request. */
export function useNotifications(signedIn: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled: signedIn });
}

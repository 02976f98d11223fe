import type { AdminSettings } from '@shared/schemas/admin-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

/** GET /api/admin/settings: every field of the settings form, defaults filled in by the server. */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get<AdminSettings>('/api/admin/settings', { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.settings, queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

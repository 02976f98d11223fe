import type { AdminSettings } from '@shared/schemas/admin-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * GET /api/admin/settings: every field of the settings form, defaults filled in by the server
 * (the settings page; the new-quiz form prefills price and duration from them).
 */
function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get<AdminSettings>('/api/admin/settings', { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminSettings, queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

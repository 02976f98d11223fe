import type { AdminSystem } from '@shared/schemas/admin-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

/** GET /api/admin/system: counts, database kind and size, uptime and versions. */
export function getSystem(signal?: AbortSignal): Promise<AdminSystem> {
  return api.get<AdminSystem>('/api/admin/system', { signal });
}

export const systemQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.system, queryFn: ({ signal }) => getSystem(signal) });

export function useSystem() {
  return useQuery(systemQueryOptions());
}

import type { PublicSettings } from '@shared/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/settings/public: settings a guest's screens depend on (guest purchase on or off). */
export function getPublicSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get<PublicSettings>('/api/settings/public', { signal });
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'] as const,
    queryFn: ({ signal }) => getPublicSettings(signal),
    staleTime: 60_000,
  });

export function usePublicSettings(enabled: boolean) {
  return useQuery({ ...publicSettingsQueryOptions(), enabled });
}

import type { CacheClearResponse } from '@shared/schemas/admin-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';

/** POST /api/admin/system/cache/clear: what each of the server's caches dropped. */
export function clearCache(): Promise<CacheClearResponse> {
  return api.post<CacheClearResponse>('/api/admin/system/cache/clear');
}

export function useClearCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCache,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSettingsKeys.system }),
  });
}

import type { AdminSettings } from '@shared/schemas/admin-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** PUT /api/admin/settings with the whole form: 200 with the saved settings; 400 with field errors. */
export function updateAdminSettings(input: AdminSettings): Promise<AdminSettings> {
  return api.put<AdminSettings>('/api/admin/settings', input);
}

/**
 * The saved settings replace the cached ones at once; the public settings (site name in the
 * header and title, guest purchase) are refetched so this very tab shows the change.
 */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.adminSettings, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}

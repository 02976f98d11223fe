import type { AdminSettings } from '@shared/schemas/admin-settings';
import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminQuizKeys } from './admin-quiz-keys';

export type QuizDefaults = { price: number; durationMinutes: number };

/** GET /api/admin/settings, read here only for the new-quiz form's price and duration. */
export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get<AdminSettings>('/api/admin/settings', { signal });
}

/**
 * The new-quiz form's price and duration as the admin settings set them; undefined until they
 * load, and the spec's hard defaults (QUIZ_DEFAULTS) stay in place if they cannot be loaded.
 */
export function useQuizDefaults(): QuizDefaults | undefined {
  const { data } = useQuery({
    queryKey: adminQuizKeys.settings,
    queryFn: ({ signal }) => getAdminSettings(signal),
    select: (settings): QuizDefaults => ({
      price: settings.defaultQuizPrice,
      durationMinutes: settings.defaultQuizDuration,
    }),
  });
  return data;
}

import { useQuery } from '@tanstack/react-query';
import { adminSettingsQueryOptions } from '@web/lib/admin-settings';

export type QuizDefaults = { price: number; durationMinutes: number };

/**
 * The new-quiz form's price and duration as the admin settings set them; undefined until they
 * load, and the spec's hard defaults (QUIZ_DEFAULTS) stay in place if they cannot be loaded.
 */
export function useQuizDefaults(): QuizDefaults | undefined {
  const { data } = useQuery({
    ...adminSettingsQueryOptions(),
    select: (settings): QuizDefaults => ({
      price: settings.defaultQuizPrice,
      durationMinutes: settings.defaultQuizDuration,
    }),
  });
  return data;
}

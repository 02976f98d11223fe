/**
 * The admin settings and the system facts. The quizzes page reads the settings under the same key
 * (its new-quiz form prefills price and duration from them).
 */
export const adminSettingsKeys = {
  settings: ['admin', 'settings'] as const,
  system: ['admin', 'system'] as const,
};

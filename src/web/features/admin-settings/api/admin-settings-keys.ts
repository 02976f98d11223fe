/** The system facts; the settings themselves are queryKeys.adminSettings (lib/admin-settings). */
export const adminSettingsKeys = {
  system: ['admin', 'system'] as const,
};

/** This feature's query keys, under 'admin' so one call refreshes the admin panel. */
export const adminSessionKeys = {
  list: ['admin', 'sessions'] as const,
};

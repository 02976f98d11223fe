import { z } from 'zod';
import { adminSettingsValidation as v } from '../i18n/admin/settings-validation';

/**
 * The admin settings and system API contract (docs/product/admin-and-pages.md sections 3, 5, 9).
 * Field names follow the spec's settings form. No transforms: these shapes are responses too.
 */

export const SITE_NAME_MAX = 60;
export const SITE_DESCRIPTION_MAX = 300;
export const DEFAULT_PRICE_MAX = 100_000_000;
export const DEFAULT_DURATION_MAX = 600;

/** GET /api/admin/settings answers it; PUT /api/admin/settings takes the whole form and answers the saved one. */
export const adminSettingsSchema = z.object({
  siteName: z
    .string()
    .trim()
    .min(1, { error: () => v.siteNameRequired })
    .max(SITE_NAME_MAX, { error: () => v.siteNameMax(SITE_NAME_MAX) }),
  /** may be empty */
  siteDescription: z
    .string()
    .trim()
    .max(SITE_DESCRIPTION_MAX, { error: () => v.siteDescriptionMax(SITE_DESCRIPTION_MAX) }),
  adminEmail: z
    .string()
    .trim()
    .max(254, { error: () => v.adminEmailInvalid })
    .pipe(z.email({ error: () => v.adminEmailInvalid })),
  /** off: sign-up is refused with REGISTRATION_CLOSED; existing users still sign in */
  enableRegistration: z.boolean(),
  /** the admin_settings key guest_purchase_enabled (public: guestPurchaseEnabled) */
  enableGuestCheckout: z.boolean(),
  /** so'm; prefills the new quiz form */
  defaultQuizPrice: z
    .number({ error: () => v.priceInteger })
    .int({ error: () => v.priceInteger })
    .min(0, { error: () => v.priceMin })
    .max(DEFAULT_PRICE_MAX, { error: () => v.priceMax('100 000 000') }),
  /** minutes; prefills the new quiz form */
  defaultQuizDuration: z
    .number({ error: () => v.durationInteger })
    .int({ error: () => v.durationInteger })
    .min(1, { error: () => v.durationMin })
    .max(DEFAULT_DURATION_MAX, { error: () => v.durationMax(DEFAULT_DURATION_MAX) }),
  /** 0-100; applies to attempts started after saving (an attempt keeps the mark it started with) */
  passingPercentage: z
    .number({ error: () => v.passingRange })
    .int({ error: () => v.passingRange })
    .min(0, { error: () => v.passingRange })
    .max(100, { error: () => v.passingRange }),
  /** off: a pass issues no certificate */
  enableCertificates: z.boolean(),
  /** off: no purchase receipt and no certificate email (account emails are always sent) */
  emailNotifications: z.boolean(),
});

// ---- system ----
export const adminSystemSchema = z.object({
  counts: z.object({
    users: z.number().int().nonnegative(),
    quizzes: z.number().int().nonnegative(),
    questions: z.number().int().nonnegative(),
    results: z.number().int().nonnegative(),
    certificates: z.number().int().nonnegative(),
    /** every purchase row, whatever its status */
    purchases: z.number().int().nonnegative(),
  }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** pg_database_size(current_database()) */
    sizeBytes: z.number().int().nonnegative(),
  }),
  /** seconds since this server process started */
  uptimeSeconds: z.number().int().nonnegative(),
  startedAt: z.string(),
  /** package.json version */
  appVersion: z.string(),
  /** e.g. v22.12.0 */
  nodeVersion: z.string(),
});

/** POST /api/admin/system/cache/clear: what was cleared. */
export const clearedCacheSchema = z.object({
  /** stable name, e.g. certificate-files */
  cache: z.string(),
  /** Uzbek, for the admin */
  label: z.string(),
  /** how many entries were dropped */
  entries: z.number().int().nonnegative(),
});
export const cacheClearResponseSchema = z.object({ cleared: z.array(clearedCacheSchema) });

/**
 * GET /api/admin/system/backup answers a file (Content-Disposition attachment):
 * PGlite: bilimdon-<date>.tar.gz (the data directory); PostgreSQL: bilimdon-<date>.dump (pg_dump -Fc).
 * 501 BACKUP_UNAVAILABLE (Uzbek message naming the command to run) when pg_dump is missing.
 */
export const BACKUP_UNAVAILABLE = 'BACKUP_UNAVAILABLE';

export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type AdminSystem = z.infer<typeof adminSystemSchema>;
export type ClearedCache = z.infer<typeof clearedCacheSchema>;
export type CacheClearResponse = z.infer<typeof cacheClearResponseSchema>;

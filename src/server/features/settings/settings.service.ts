import { inArray, type SQL, sql } from 'drizzle-orm';
import { PASS_PERCENTAGE } from '../../../shared/domain/grading';
import { uz } from '../../../shared/i18n/uz';
import type { AdminSettings } from '../../../shared/schemas/admin-settings';
import { adminSettingsSchema } from '../../../shared/schemas/admin-settings';
import type { PublicSettings } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { adminSettings } from '../../db/schema';
import { type AuditActor, changedFields, recordAudit } from '../audit/audit-log';

export const GUEST_PURCHASE_KEY = 'guest_purchase_enabled';

/** The admin_settings row key of each field of the form (the spec's setting_key names). */
const SETTING_KEYS = {
  siteName: 'site_name',
  siteDescription: 'site_description',
  adminEmail: 'admin_email',
  enableRegistration: 'enable_registration',
  enableGuestCheckout: GUEST_PURCHASE_KEY,
  defaultQuizPrice: 'default_quiz_price',
  defaultQuizDuration: 'default_quiz_duration',
  passingPercentage: 'passing_percentage',
  enableCertificates: 'enable_certificates',
  emailNotifications: 'email_notifications',
} as const satisfies Record<keyof AdminSettings, string>;

type Field = keyof AdminSettings;
const FIELDS = Object.keys(SETTING_KEYS) as Field[];

/** What a missing (or unreadable) row means: the spec's section 9 defaults, in the reader's language. */
export function defaultSettings(): AdminSettings {
  return {
    siteName: uz.brand.name,
    siteDescription: uz.brand.tagline,
    adminEmail: 'admin@bilimdon.uz',
    enableRegistration: true,
    enableGuestCheckout: false,
    defaultQuizPrice: 25_000,
    defaultQuizDuration: 30,
    passingPercentage: PASS_PERCENTAGE,
    enableCertificates: true,
    emailNotifications: true,
  };
}

/** The setting is on when it is boolean true or the text 'true' (spec); a missing row means off. */
export function isEnabled(value: unknown): boolean {
  return value === true || value === 'true';
}

/** A stored value as the form's field, or the default when it does not fit (the text 'true' counts). */
function readField<F extends Field>(field: F, stored: unknown): AdminSettings[F] {
  if (stored === undefined || stored === null) return defaultSettings()[field];
  const value = stored === 'true' ? true : stored === 'false' ? false : stored;
  const parsed = adminSettingsSchema.shape[field].safeParse(value);
  return parsed.success ? (parsed.data as AdminSettings[F]) : defaultSettings()[field];
}

/**
 * One setting's stored value (a scalar subquery; null without a row), decoded as readSettings
 * decodes its rows: a query that needs a setting beside other facts reads it in the same
 * statement. settingFrom() makes it the setting.
 */
export function storedSetting(field: Field): SQL<unknown> {
  return sql`(select ${adminSettings.settingValue} from ${adminSettings} where ${adminSettings.settingKey} = ${SETTING_KEYS[field]})`.mapWith(
    adminSettings.settingValue,
  );
}

/** A setting from its stored value (storedSetting's), or its default, as readSettings reads it. */
export const settingFrom: <F extends Field>(field: F, stored: unknown) => AdminSettings[F] = readField;

/** Every setting, each from its row or its default. One query: cheap enough for every use. */
export async function readSettings(db: Db): Promise<AdminSettings> {
  const rows = await db
    .select()
    .from(adminSettings)
    .where(inArray(adminSettings.settingKey, Object.values(SETTING_KEYS)));
  const stored = new Map(rows.map((row) => [row.settingKey, row.settingValue]));
  return Object.fromEntries(
    FIELDS.map((field) => [field, readField(field, stored.get(SETTING_KEYS[field]))]),
  ) as AdminSettings;
}

/** The public settings with what the server's configuration adds (ads, links, payment methods, phone sign-in). */
export function publicSettingsReader(
  db: Db,
  configured: Pick<PublicSettings, 'integrations' | 'paymentMethods' | 'phoneSignIn'>,
): () => Promise<PublicSettings> {
  return async () => ({ ...(await getPublicSettings(db)), ...configured });
}

/** The admin's part of the public settings (the route adds what the environment decides). */
export async function getPublicSettings(
  db: Db,
): Promise<Omit<PublicSettings, 'integrations' | 'paymentMethods' | 'phoneSignIn'>> {
  const settings = await readSettings(db);
  return {
    guestPurchaseEnabled: settings.enableGuestCheckout,
    siteName: settings.siteName,
    siteDescription: settings.siteDescription,
    registrationEnabled: settings.enableRegistration,
    certificatesEnabled: settings.enableCertificates,
    passingPercentage: settings.passingPercentage,
  };
}

/** Serialises settings saves, so each audit entry's "from" is what the save really replaced. */
const SETTINGS_LOCK = sql`select pg_advisory_xact_lock(hashtext('admin_settings'))`;

/**
 * Saves the whole form: the changed fields' rows are upserted and one settings.update audit entry
 * lists them, in one transaction. A save that changes nothing writes nothing.
 */
export async function saveSettings(db: Db, actor: AuditActor, input: AdminSettings): Promise<AdminSettings> {
  return db.transaction(async (t) => {
    await t.execute(SETTINGS_LOCK);
    const before = await readSettings(t);
    const changes = changedFields(before, input);
    const changed = Object.keys(changes) as Field[];
    if (changed.length === 0) return before;
    const now = new Date();
    await t
      .insert(adminSettings)
      .values(
        changed.map((field) => ({
          settingKey: SETTING_KEYS[field],
          settingValue: input[field],
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: adminSettings.settingKey,
        set: { settingValue: sql`excluded.setting_value`, updatedAt: now },
      });
    await recordAudit(t, actor, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: null,
      changes,
    });
    return { ...before, ...input };
  });
}

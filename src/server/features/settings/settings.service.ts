import { eq } from 'drizzle-orm';
import type { PublicSettings } from '../../../shared/schemas/catalog';
import type { Db } from '../../db/client';
import { adminSettings } from '../../db/schema';

export const GUEST_PURCHASE_KEY = 'guest_purchase_enabled';

/** The setting is on when it is boolean true or the text 'true' (spec); a missing row means off. */
export function isEnabled(value: unknown): boolean {
  return value === true || value === 'true';
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const [row] = await db.select().from(adminSettings).where(eq(adminSettings.settingKey, GUEST_PURCHASE_KEY));
  return { guestPurchaseEnabled: isEnabled(row?.settingValue) };
}

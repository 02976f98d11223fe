import { type PublicSettings, publicSettingsSchema } from '@shared/schemas/catalog';
import { NO_INTEGRATIONS } from '@shared/schemas/integrations';
import { reply } from './fake-api';

/** The public settings of a fresh install (docs/product/admin-and-pages.md section 9 defaults), for GET /api/settings/public. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettings = {
  guestPurchaseEnabled: false,
  siteName: 'Bilimdon',
  siteDescription: '',
  registrationEnabled: true,
  certificatesEnabled: true,
  passingPercentage: 70,
  integrations: NO_INTEGRATIONS,
  paymentMethods: ['CLICK', 'PAYME', 'UZUM'],
  phoneSignIn: true,
};

/** The fake API's answer to GET /api/settings/public, with the given settings changed. */
export function publicSettingsReply(changes: Partial<PublicSettings> = {}) {
  return reply(publicSettingsSchema, { ...DEFAULT_PUBLIC_SETTINGS, ...changes });
}

import type source from '../messages/admin/settings-validation/uz-latn';
import { texts } from '../runtime/texts';

/**
 * Validation messages of the settings contract (src/shared/schemas/admin-settings.ts). Kept apart
 * from the settings page's texts so the contract does not depend on the page.
 */
export const adminSettingsValidation = texts<typeof source>('admin/settings-validation');

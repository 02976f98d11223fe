import type source from '../messages/admin/settings-validation/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/settings-validation, read in the language being spoken. */
export const adminSettingsValidation = texts<typeof source>('admin/settings-validation');

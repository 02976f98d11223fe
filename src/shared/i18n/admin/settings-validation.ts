import type source from '../messages/admin/settings-validation/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/settings-validation) in the language being spoken. */
export const adminSettingsValidation = texts<typeof source>('admin/settings-validation');

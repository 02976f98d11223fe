import type source from '../messages/admin/settings/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/settings) in the language being spoken. */
export const adminSettings = texts<typeof source>('admin/settings');

import type source from '../messages/admin/settings/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/settings, read in the language being spoken. */
export const adminSettings = texts<typeof source>('admin/settings');

import type source from '../messages/admin/shell/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/shell, read in the language being spoken. */
export const adminShell = texts<typeof source>('admin/shell');

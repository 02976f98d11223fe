import type source from '../messages/admin/shell/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/shell) in the language being spoken. */
export const adminShell = texts<typeof source>('admin/shell');

import type source from '../messages/admin/user-rules/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/user-rules, read in the language being spoken. */
export const adminUserRules = texts<typeof source>('admin/user-rules');

import type source from '../messages/admin/user-rules/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/user-rules) in the language being spoken. */
export const adminUserRules = texts<typeof source>('admin/user-rules');

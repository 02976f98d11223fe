import type source from '../messages/admin/users/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/users) in the language being spoken. */
export const adminUsers = texts<typeof source>('admin/users');

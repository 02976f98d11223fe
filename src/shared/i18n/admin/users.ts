import type source from '../messages/admin/users/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/users, read in the language being spoken. */
export const adminUsers = texts<typeof source>('admin/users');

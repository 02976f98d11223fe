import type source from '../messages/admin/messages/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/messages) in the language being spoken. */
export const adminMessages = texts<typeof source>('admin/messages');

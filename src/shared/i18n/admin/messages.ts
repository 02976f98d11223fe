import type source from '../messages/admin/messages/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/messages, read in the language being spoken. */
export const adminMessages = texts<typeof source>('admin/messages');

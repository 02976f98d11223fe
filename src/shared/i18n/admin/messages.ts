import type source from '../messages/admin/messages/uz-latn';
import { texts } from '../runtime/texts';

/** The admin's messages page: what visitors sent through /support and /contact. */
export const adminMessages = texts<typeof source>('admin/messages');

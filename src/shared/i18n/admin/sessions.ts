import type source from '../messages/admin/sessions/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/sessions) in the language being spoken. */
export const adminSessions = texts<typeof source>('admin/sessions');

import type source from '../messages/admin/sessions/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/sessions, read in the language being spoken. */
export const adminSessions = texts<typeof source>('admin/sessions');

import type source from '../messages/admin/audit/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/audit, read in the language being spoken. */
export const adminAudit = texts<typeof source>('admin/audit');

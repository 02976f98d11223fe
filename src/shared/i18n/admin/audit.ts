import type source from '../messages/admin/audit/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/audit) in the language being spoken. */
export const adminAudit = texts<typeof source>('admin/audit');

import type source from '../messages/admin/audit/uz-latn';
import { texts } from '../runtime/texts';

/** The audit log page: every admin write, who made it and what changed. */
export const adminAudit = texts<typeof source>('admin/audit');

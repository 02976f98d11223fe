import type source from '../messages/admin/dashboard/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/dashboard) in the language being spoken. */
export const adminDashboard = texts<typeof source>('admin/dashboard');

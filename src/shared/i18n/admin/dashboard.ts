import type source from '../messages/admin/dashboard/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/dashboard, read in the language being spoken. */
export const adminDashboard = texts<typeof source>('admin/dashboard');

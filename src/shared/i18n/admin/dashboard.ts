import type source from '../messages/admin/dashboard/uz-latn';
import { texts } from '../runtime/texts';

/** The admin dashboard's texts (docs/product/admin-and-pages.md section 2 "Dashboard"). */
export const adminDashboard = texts<typeof source>('admin/dashboard');

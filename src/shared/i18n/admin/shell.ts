import type source from '../messages/admin/shell/uz-latn';
import { texts } from '../runtime/texts';

/** The admin panel's frame: sidebar, guard, shared toasts (docs/product/admin-and-pages.md section 8). */
export const adminShell = texts<typeof source>('admin/shell');

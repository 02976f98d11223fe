import type source from '../messages/admin/settings/uz-latn';
import { texts } from '../runtime/texts';

/** The settings page's texts (docs/product/admin-and-pages.md section 2 "Settings", section 8 toast, section 9 defaults). */
export const adminSettings = texts<typeof source>('admin/settings');

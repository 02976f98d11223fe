import type source from '../messages/admin/sessions/uz-latn';
import { texts } from '../runtime/texts';

/**
 * The sign-in sessions page's texts (docs/product/admin-and-pages.md section 2 "Sessions"); the toasts of
 * section 8 are in `errors`, verbatim.
 */
export const adminSessions = texts<typeof source>('admin/sessions');

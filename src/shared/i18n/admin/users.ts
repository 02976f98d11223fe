import type source from '../messages/admin/users/uz-latn';
import { texts } from '../runtime/texts';

/**
 * The users page's texts (docs/product/admin-and-pages.md section 2 "Users"). The toasts of section 8 are
 * in `errors`, verbatim; the contract's validation texts are in user-rules.ts.
 */
export const adminUsers = texts<typeof source>('admin/users');

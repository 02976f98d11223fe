import type source from '../messages/admin/categories/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/categories) in the language being spoken. */
export const adminCategories = texts<typeof source>('admin/categories');

import type source from '../messages/admin/categories/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/categories, read in the language being spoken. */
export const adminCategories = texts<typeof source>('admin/categories');

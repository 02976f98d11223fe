import type source from '../messages/admin/categories/uz-latn';
import { texts } from '../runtime/texts';

/** The categories page's texts (docs/product/admin-and-pages.md section 2 "Categories"; its toasts are in catalog.errors). */
export const adminCategories = texts<typeof source>('admin/categories');

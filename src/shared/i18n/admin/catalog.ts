import type source from '../messages/admin/catalog/uz-latn';
import { texts } from '../runtime/texts';

/** Admin texts for quizzes, modules and categories (docs/product/admin-and-pages.md sections 2, 5, 8). */
export const adminCatalog = texts<typeof source>('admin/catalog');

import type source from '../messages/pages/categories/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of /categories, in the reader's language. */
export const categoriesPage = texts<typeof source>('pages/categories');

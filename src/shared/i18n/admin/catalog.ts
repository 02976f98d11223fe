import type source from '../messages/admin/catalog/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/catalog, read in the language being spoken. */
export const adminCatalog = texts<typeof source>('admin/catalog');

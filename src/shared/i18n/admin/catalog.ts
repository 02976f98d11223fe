import type source from '../messages/admin/catalog/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/catalog) in the language being spoken. */
export const adminCatalog = texts<typeof source>('admin/catalog');

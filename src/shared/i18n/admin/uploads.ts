import type source from '../messages/admin/uploads/uz-latn';
import { texts } from '../runtime/texts';

/** Image upload and image URL texts (docs/product/admin-and-pages.md section 5). */
export const adminUploads = texts<typeof source>('admin/uploads');

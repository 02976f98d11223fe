import type source from '../messages/admin/uploads/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/uploads, read in the language being spoken. */
export const adminUploads = texts<typeof source>('admin/uploads');

import type source from '../messages/admin/uploads/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/uploads) in the language being spoken. */
export const adminUploads = texts<typeof source>('admin/uploads');

import type source from '../messages/admin/results/uz-latn';
import { texts } from '../runtime/texts';

/** Its texts (messages/admin/results) in the language being spoken. */
export const adminResults = texts<typeof source>('admin/results');

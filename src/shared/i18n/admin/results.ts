import type source from '../messages/admin/results/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of messages/admin/results, read in the language being spoken. */
export const adminResults = texts<typeof source>('admin/results');

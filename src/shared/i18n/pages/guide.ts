import type source from '../messages/pages/guide/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of /guide, in the reader's language. */
export const guidePage = texts<typeof source>('pages/guide');

import type source from '../messages/pages/about/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of /about, in the reader's language. */
export const aboutPage = texts<typeof source>('pages/about');

import type source from '../messages/pages/help/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of /help, in the reader's language. */
export const helpPage = texts<typeof source>('pages/help');

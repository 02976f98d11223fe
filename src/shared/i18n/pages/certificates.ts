import type source from '../messages/pages/certificates/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of /certificates, in the reader's language. */
export const certificatesPage = texts<typeof source>('pages/certificates');

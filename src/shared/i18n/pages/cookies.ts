import type source from '../messages/pages/cookies/uz-latn';
import { texts } from '../runtime/texts';
import type { LegalDocument } from './info-common';

/** The texts of /cookies, in the reader's language. */
export const cookiesPage: LegalDocument = texts<typeof source>('pages/cookies');

import type source from '../messages/pages/terms/uz-latn';
import { texts } from '../runtime/texts';
import type { LegalDocument } from './info-common';

/** The texts of /terms, in the reader's language. */
export const termsPage: LegalDocument = texts<typeof source>('pages/terms');

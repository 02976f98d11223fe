import type source from '../messages/pages/privacy/uz-latn';
import { texts } from '../runtime/texts';
import type { LegalDocument } from './info-common';

/** The texts of /privacy, in the reader's language. */
export const privacyPage: LegalDocument = texts<typeof source>('pages/privacy');

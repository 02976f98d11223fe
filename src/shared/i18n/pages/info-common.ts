import type source from '../messages/pages/info-common/uz-latn';
import { texts } from '../runtime/texts';

/** Small texts every information page shares, in the reader's language. */
export const infoCommon = texts<typeof source>('pages/info-common');

/** A section of a legal page: a heading, paragraphs and an optional bulleted list. */
export type LegalSection = {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
};

/** A legal page: its sections keyed by their anchor (/terms#refund), in the order shown. */
export type LegalDocument = {
  title: string;
  lead: string;
  sections: Readonly<Record<string, LegalSection>>;
};

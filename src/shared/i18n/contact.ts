import type source from './messages/contact/uz-latn';
import { texts } from './runtime/texts';

export const CONTACT_EMAIL = 'support@bilimdon.uz';

/** Texts of the support and contact pages and of their message form, in the reader's language. */
export const contactTexts = texts<typeof source>('contact');

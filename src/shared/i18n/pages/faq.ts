import type source from '../messages/pages/faq/uz-latn';
import { texts } from '../runtime/texts';

/** The texts of /faq, in the reader's language. */
export const faqPage = texts<typeof source>('pages/faq');

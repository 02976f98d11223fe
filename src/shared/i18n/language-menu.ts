import type source from './messages/language-menu/uz-latn';
import { texts } from './runtime/texts';

/** The language menu's texts, in the reader's language. */
export const languageMenuTexts = texts<typeof source>('language-menu');

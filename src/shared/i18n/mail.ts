import type source from './messages/mail/uz-latn';
import { texts } from './runtime/texts';

/** The emails' texts, in the language being spoken (the recipient's: see inLanguage on the server). */
export const mailTexts = texts<typeof source>('mail');

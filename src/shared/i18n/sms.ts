import { LANGUAGES, type Language } from './languages';
import type source from './messages/sms/uz-latn';
import { texts } from './runtime/texts';

/** The SMS texts in the language being spoken (the server writes an SMS in its recipient's). */
export const smsTexts = texts<typeof source>('sms');

/** Every language's text of each template: what the operator submits to Eskiz for approval. */
export function smsTemplatesByLanguage(): Record<Language, typeof smsTexts.templates> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, texts<typeof source>('sms', language).templates]),
  ) as Record<Language, typeof smsTexts.templates>;
}

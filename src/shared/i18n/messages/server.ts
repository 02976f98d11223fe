import type { NamespaceFiles } from './index';
import mailRu from './mail/ru';
import mailCyrillic from './mail/uz-cyrl';
import mail from './mail/uz-latn';

/** Texts only the server writes (the emails): the browser never loads them. */
export const serverTexts: Record<string, NamespaceFiles> = {
  mail: { source: mail, ru: mailRu, cyrillic: mailCyrillic },
};

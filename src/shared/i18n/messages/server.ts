import type { NamespaceFiles } from './index';
import mailRu from './mail/ru';
import mailCyrillic from './mail/uz-cyrl';
import mail from './mail/uz-latn';
import smsRu from './sms/ru';
import smsCyrillic from './sms/uz-cyrl';
import sms from './sms/uz-latn';

/** Texts only the server writes (the emails and SMS): the browser never loads them. */
export const serverTexts: Record<string, NamespaceFiles> = {
  mail: { source: mail, ru: mailRu, cyrillic: mailCyrillic },
  sms: { source: sms, ru: smsRu, cyrillic: smsCyrillic },
};

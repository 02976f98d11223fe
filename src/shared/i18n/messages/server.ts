import type { NamespaceFiles } from './index';
import mailRu from './mail/ru';
import mailCyrillic from './mail/uz-cyrl';
import mail from './mail/uz-latn';
import smsRu from './sms/ru';
import smsCyrillic from './sms/uz-cyrl';
import sms from './sms/uz-latn';
import { uzNamespace } from './uz/namespaces';

/**
 * Texts only the server writes: the emails, the SMS, the certificate's PDF, the access check's
 * refusals (sent as the API's messages). The browser never loads them.
 */
export const serverTexts: Record<string, NamespaceFiles> = {
  mail: { source: mail, ru: mailRu, cyrillic: mailCyrillic },
  sms: { source: sms, ru: smsRu, cyrillic: smsCyrillic },
  'uz/server': uzNamespace('uz/server'),
};

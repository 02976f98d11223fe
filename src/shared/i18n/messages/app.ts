import type { NamespaceFiles } from './index';
import languageMenuRu from './language-menu/ru';
import languageMenuCyrillic from './language-menu/uz-cyrl';
import languageMenu from './language-menu/uz-latn';
import paymentStatusRu from './payment-status/ru';
import paymentStatusCyrillic from './payment-status/uz-cyrl';
import paymentStatus from './payment-status/uz-latn';

/** The learner side's texts: loaded with the first page. */
export const appTexts: Record<string, NamespaceFiles> = {
  'language-menu': { source: languageMenu, ru: languageMenuRu, cyrillic: languageMenuCyrillic },
  'payment-status': { source: paymentStatus, ru: paymentStatusRu, cyrillic: paymentStatusCyrillic },
};

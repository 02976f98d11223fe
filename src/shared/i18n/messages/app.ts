import formatRu from './format/ru';
import formatCyrillic from './format/uz-cyrl';
import format from './format/uz-latn';
import type { NamespaceFiles } from './index';
import languageMenuRu from './language-menu/ru';
import languageMenuCyrillic from './language-menu/uz-cyrl';
import languageMenu from './language-menu/uz-latn';
import listRu from './list/ru';
import listCyrillic from './list/uz-cyrl';
import list from './list/uz-latn';
import relativeTimeRu from './relative-time/ru';
import relativeTimeCyrillic from './relative-time/uz-cyrl';
import relativeTime from './relative-time/uz-latn';
import seoRu from './seo/ru';
import seoCyrillic from './seo/uz-cyrl';
import seo from './seo/uz-latn';
import { uzNamespace } from './uz/namespaces';

/**
 * What the first page reads, loaded before it renders: the frame (header, footer, bell, cart
 * badge, user menu, toasts) and the landing pages (home, catalogue, quiz, cart).
 */
export const appTexts: Record<string, NamespaceFiles> = {
  list: { source: list, ru: listRu, cyrillic: listCyrillic },
  format: { source: format, ru: formatRu, cyrillic: formatCyrillic },
  'language-menu': { source: languageMenu, ru: languageMenuRu, cyrillic: languageMenuCyrillic },
  seo: { source: seo, ru: seoRu, cyrillic: seoCyrillic },
  // the bell's panel says when each notification came
  'relative-time': { source: relativeTime, ru: relativeTimeRu, cyrillic: relativeTimeCyrillic },
  uz: uzNamespace('uz'),
};

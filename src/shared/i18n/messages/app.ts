import formatRu from './format/ru';
import formatCyrillic from './format/uz-cyrl';
import format from './format/uz-latn';
import guestRu from './guest/ru';
import guestCyrillic from './guest/uz-cyrl';
import guest from './guest/uz-latn';
import guestPagesRu from './guest-pages/ru';
import guestPagesCyrillic from './guest-pages/uz-cyrl';
import guestPages from './guest-pages/uz-latn';
import type { NamespaceFiles } from './index';
import languageMenuRu from './language-menu/ru';
import languageMenuCyrillic from './language-menu/uz-cyrl';
import languageMenu from './language-menu/uz-latn';
import listRu from './list/ru';
import listCyrillic from './list/uz-cyrl';
import list from './list/uz-latn';
import phoneAuthRu from './phone-auth/ru';
import phoneAuthCyrillic from './phone-auth/uz-cyrl';
import phoneAuth from './phone-auth/uz-latn';
import relativeTimeRu from './relative-time/ru';
import relativeTimeCyrillic from './relative-time/uz-cyrl';
import relativeTime from './relative-time/uz-latn';
import seoRu from './seo/ru';
import seoCyrillic from './seo/uz-cyrl';
import seo from './seo/uz-latn';
import uzRu from './uz/ru';
import uzCyrillic from './uz/uz-cyrl';
import uz from './uz/uz-latn';
import zodRu from './zod/ru';
import zodCyrillic from './zod/uz-cyrl';
import zod from './zod/uz-latn';

/** The learner side's texts: loaded with the first page. */
export const appTexts: Record<string, NamespaceFiles> = {
  guest: { source: guest, ru: guestRu, cyrillic: guestCyrillic },
  'guest-pages': { source: guestPages, ru: guestPagesRu, cyrillic: guestPagesCyrillic },
  list: { source: list, ru: listRu, cyrillic: listCyrillic },
  format: { source: format, ru: formatRu, cyrillic: formatCyrillic },
  'language-menu': { source: languageMenu, ru: languageMenuRu, cyrillic: languageMenuCyrillic },
  'phone-auth': { source: phoneAuth, ru: phoneAuthRu, cyrillic: phoneAuthCyrillic },
  'relative-time': { source: relativeTime, ru: relativeTimeRu, cyrillic: relativeTimeCyrillic },
  seo: { source: seo, ru: seoRu, cyrillic: seoCyrillic },
  uz: { source: uz, ru: uzRu, cyrillic: uzCyrillic },
  zod: { source: zod, ru: zodRu, cyrillic: zodCyrillic },
};

import guestRu from './guest/ru';
import guestCyrillic from './guest/uz-cyrl';
import guest from './guest/uz-latn';
import guestPagesRu from './guest-pages/ru';
import guestPagesCyrillic from './guest-pages/uz-cyrl';
import guestPages from './guest-pages/uz-latn';
import type { NamespaceFiles } from './index';
import phoneAuthRu from './phone-auth/ru';
import phoneAuthCyrillic from './phone-auth/uz-cyrl';
import phoneAuth from './phone-auth/uz-latn';
import { uzNamespace } from './uz/namespaces';
import zodRu from './zod/ru';
import zodCyrillic from './zod/uz-cyrl';
import zod from './zod/uz-latn';

/**
 * Signing in and the account: the sign-in dialog, password reset, the profile, the guest
 * purchase and access pages, zod's words for every form and the error messages by code. Loaded
 * with the dialog and with each route that shows a form or a guest's page (src/web/app/router.tsx).
 */
export const accountTexts: Record<string, NamespaceFiles> = {
  'uz/account': uzNamespace('uz/account'),
  'phone-auth': { source: phoneAuth, ru: phoneAuthRu, cyrillic: phoneAuthCyrillic },
  guest: { source: guest, ru: guestRu, cyrillic: guestCyrillic },
  'guest-pages': { source: guestPages, ru: guestPagesRu, cyrillic: guestPagesCyrillic },
  zod: { source: zod, ru: zodRu, cyrillic: zodCyrillic },
};

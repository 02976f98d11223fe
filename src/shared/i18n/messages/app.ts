import type { NamespaceFiles } from './index';
import paymentStatusRu from './payment-status/ru';
import paymentStatusCyrillic from './payment-status/uz-cyrl';
import paymentStatus from './payment-status/uz-latn';
import uzRu from './uz/ru';
import uzCyrillic from './uz/uz-cyrl';
import uz from './uz/uz-latn';
import zodRu from './zod/ru';
import zodCyrillic from './zod/uz-cyrl';
import zod from './zod/uz-latn';

/** The learner side's texts: loaded with the first page. */
export const appTexts: Record<string, NamespaceFiles> = {
  'payment-status': { source: paymentStatus, ru: paymentStatusRu, cyrillic: paymentStatusCyrillic },
  uz: { source: uz, ru: uzRu, cyrillic: uzCyrillic },
  zod: { source: zod, ru: zodRu, cyrillic: zodCyrillic },
};

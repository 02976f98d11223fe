import formatRu from './format/ru';
import formatCyrillic from './format/uz-cyrl';
import format from './format/uz-latn';
import type { NamespaceFiles } from './index';
import paymentStatusRu from './payment-status/ru';
import paymentStatusCyrillic from './payment-status/uz-cyrl';
import paymentStatus from './payment-status/uz-latn';

/** The learner side's texts: loaded with the first page. */
export const appTexts: Record<string, NamespaceFiles> = {
  format: { source: format, ru: formatRu, cyrillic: formatCyrillic },
  'payment-status': { source: paymentStatus, ru: paymentStatusRu, cyrillic: paymentStatusCyrillic },
};

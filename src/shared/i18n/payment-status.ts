import type source from './messages/payment-status/uz-latn';
import { texts } from './runtime/texts';

/** The payment return page's texts, in the reader's language. */
export const paymentStatusTexts = texts<typeof source>('payment-status');

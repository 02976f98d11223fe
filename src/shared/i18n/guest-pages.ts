import type source from './messages/guest-pages/uz-latn';
import { texts } from './runtime/texts';

/** Texts of the guest's pages (guest checkout, the emailed access link, playing as a guest), in the reader's language. */
export const guestPageTexts = texts<typeof source>('guest-pages');

/** The guest price: price / 1000 with a decimal comma, in thousands of so'm (25000 -> "25 ming so'm"). */
export function formatGuestPrice(price: number): string {
  const thousands = Math.round(price / 10) / 100;
  return guestPageTexts.checkout.priceInThousands(String(thousands).replace('.', ','));
}

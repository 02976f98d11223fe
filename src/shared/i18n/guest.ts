import type source from './messages/guest/uz-latn';
import { texts } from './runtime/texts';

/** Texts of the guest checkout contract and the guest's emails, in the reader's language. */
export const guestTexts = texts<typeof source>('guest');

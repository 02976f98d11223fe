import type source from './messages/phone-auth/uz-latn';
import { texts } from './runtime/texts';

/** Texts of signing in by phone (the auth dialog, the profile, the reset dialog), in the reader's language. */
export const phoneAuthTexts = texts<typeof source>('phone-auth');

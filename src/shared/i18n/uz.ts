import type source from './messages/uz/uz-latn';
import { texts } from './runtime/texts';

/**
 * The learner side's texts in the reader's language: every user-facing text of the product but
 * the admin panel's and the information pages'. Server errors pick their message from `errors` by code.
 */
export const uz = texts<typeof source>('uz');

export type ErrorCode = keyof typeof uz.errors;

/** Whether an error code has a message of its own (better-auth's codes mostly do not). */
function isKnownErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(uz.errors, code);
}

/** The message for an error code in the reader's language, or the generic one when the code is unknown. */
export function errorMessage(code: string): string {
  return isKnownErrorCode(code) ? uz.errors[code] : uz.errors.INTERNAL;
}

import type source from './messages/uz/uz-latn';
import { hasTexts, sectionedTexts } from './runtime/texts';
import { UZ_NAMESPACES, uzNamespaceOf } from './uz-sections';

/**
 * The learner side's texts in the reader's language: every user-facing text of the product but
 * the admin panel's and the information pages'. Read as one tree, kept by section in namespaces
 * the browser loads when a screen needs them (uz-sections.ts). Server errors pick their message
 * from `errors` by code.
 */
export const uz = sectionedTexts<typeof source>(UZ_NAMESPACES, uzNamespaceOf);

export type ErrorCode = keyof typeof uz.errors;

/**
 * The messages by code this reader holds: the whole catalogue on the server and in the browser
 * once a screen loaded it (the sign-in dialog, the account's screens), else the browser's own.
 */
function errorCatalogue(): Readonly<Record<string, string>> {
  return hasTexts(uzNamespaceOf('errors')) ? uz.errors : uz.clientErrors;
}

/** Whether an error code has a message of its own (better-auth's codes mostly do not). */
export function isKnownErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue(), code);
}

/**
 * The message for an error code in the reader's language, or the generic one when the code is
 * unknown (or its message not loaded in the browser): never throws, so an error toast never does.
 */
export function errorMessage(code: string): string {
  const catalogue = errorCatalogue();
  return Object.hasOwn(catalogue, code)
    ? (catalogue[code] ?? uz.clientErrors.INTERNAL)
    : uz.clientErrors.INTERNAL;
}

import type { Language } from '../languages';
import { ru } from './ru';
import { uzCyrl } from './uz-cyrl';
import { type Catalogue, uzLatn } from './uz-latn';

export const CATALOGUES: Record<Language, Catalogue> = { 'uz-Latn': uzLatn, 'uz-Cyrl': uzCyrl, ru };

/** A message's key: its section and name, as in `uz` (`errors.NOT_FOUND`, `zod.textMin`). */
export type MessageKey = {
  [Section in keyof Catalogue]: `${Section}.${Extract<keyof Catalogue[Section], string>}`;
}[keyof Catalogue];

/** Whether an error code has a message of its own (better-auth's codes mostly do not). */
export function isKnownErrorCode(code: string): code is Extract<keyof Catalogue['errors'], string> {
  return Object.hasOwn(uzLatn.errors, code);
}

/** A catalogue's messages by their dotted key. */
export function flatMessages(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([section, messages]: [string, Record<string, string>]) =>
      Object.entries(messages).map(([name, message]) => [`${section}.${name}`, message]),
    ),
  );
}

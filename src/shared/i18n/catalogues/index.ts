import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '../languages';
import { ru } from './ru';
import { uzCyrl } from './uz-cyrl';
import { type Catalogue, uzLatn } from './uz-latn';

export type { Catalogue };
export const CATALOGUES: Record<Language, Catalogue> = { 'uz-Latn': uzLatn, 'uz-Cyrl': uzCyrl, ru };

/** A message's key: its section and name, as in `uz` (`errors.NOT_FOUND`, `zod.textMin`). */
export type MessageKey = {
  [Section in keyof Catalogue]: `${Section}.${Extract<keyof Catalogue[Section], string>}`;
}[keyof Catalogue];

/** A catalogue's messages by their dotted key. */
export function flatMessages(catalogue: Catalogue): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([section, messages]: [string, Record<string, string>]) =>
      Object.entries(messages).map(([name, message]) => [`${section}.${name}`, message]),
    ),
  );
}

function compiled(language: Language): I18n {
  const messages = Object.fromEntries(
    Object.entries(flatMessages(CATALOGUES[language])).map(([key, message]) => [
      key,
      compileMessage(message),
    ]),
  );
  return setupI18n({ locale: language, messages: { [language]: messages } });
}

// compiled on first use: a process that never answers in a language does not pay for it
const runtimes = new Map<Language, I18n>();

/** The message in the language, its ICU placeholders filled (numbers and plurals by the language's rules). */
export function translate(
  language: Language,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  let runtime = runtimes.get(language);
  if (!runtime) {
    runtime = compiled(language);
    runtimes.set(language, runtime);
  }
  return runtime._(key, values);
}

/** Whether an error code has a message of its own (better-auth's codes mostly do not). */
export function isKnownErrorCode(code: string): code is Extract<keyof Catalogue['errors'], string> {
  return Object.hasOwn(uzLatn.errors, code);
}

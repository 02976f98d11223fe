import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, flatMessages, type MessageKey } from '../../shared/i18n/catalogues';
import type { Language } from '../../shared/i18n/languages';

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

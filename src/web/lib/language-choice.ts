import { languagePath, splitLanguagePath } from '@shared/i18n/language-path';
import { LANGUAGE_COOKIE, type Language, languageOfTag } from '@shared/i18n/languages';
import { api } from './api-client';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the `lang` cookie names, if any (the API answers in it). */
export function cookieLanguage(): Language | undefined {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return entry ? languageOfTag(decodeURIComponent(entry.slice(LANGUAGE_COOKIE.length + 1))) : undefined;
}

function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers our readers still use
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The API answers in the cookie's language: a page opened in another one (a shared /ru link)
 * makes it the reader's, so the page and its API answers speak alike.
 */
export function followPageLanguage(language: Language): void {
  if (cookieLanguage() !== language) rememberLanguage(language);
}

/** The app's route of the page being shown: its URL without the language prefix. */
export function currentRoute(): string {
  const { pathname, search, hash } = window.location;
  return splitLanguagePath(`${pathname}${search}${hash}`).path;
}

/**
 * The reader chose a language: remembered in the cookie (and by a signed-in reader's account),
 * then the same page loads in it (a full load: a page's texts are loaded once, in its language).
 */
export async function chooseLanguage(language: Language, { signedIn }: { signedIn: boolean }) {
  rememberLanguage(language);
  if (signedIn) {
    // the cookie already carries the choice: an account that failed to store it is no reason to stay
    await api.put('/api/me/language', { language }).catch(() => undefined);
  }
  window.location.assign(languagePath(language, currentRoute()));
}

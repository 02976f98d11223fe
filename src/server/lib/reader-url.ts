import { languagePath, splitLanguagePath } from '../../shared/i18n/language-path';
import type { Language } from '../../shared/i18n/languages';

/**
 * The address of one of our pages (`path`, an app route) as a person reading `language` is sent
 * it: under the language's prefix, so it opens in that language on any device. An unprefixed link
 * would be redirected by the browser's language cookie, which a phone opening an SMS or an email
 * client's browser does not have. `siteUrl`: PUBLIC_URL, or the outbox's site-address mark.
 */
export function readerUrl(siteUrl: string, language: Language, path: string): string {
  return `${siteUrl}${languagePath(language, path)}`;
}

/**
 * A better-auth link (email confirmation) that sends the browser on to its `callbackURL`, a page
 * of ours: that page in the reader's language. Addresses on another origin are left as they are.
 */
export function callbackInLanguage(link: string, language: Language): string {
  const url = new URL(link);
  const callback = url.searchParams.get('callbackURL');
  if (!callback || !/^\/(?![/\\])/.test(callback)) return link;
  url.searchParams.set('callbackURL', languagePath(language, splitLanguagePath(callback).path));
  return url.toString();
}

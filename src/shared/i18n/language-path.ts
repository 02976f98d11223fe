import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Each language's first path segment; Uzbek Latin, the default, has none (its pages are `/...`). */
const PREFIXES: Record<Language, string> = { 'uz-Latn': '', 'uz-Cyrl': 'uz-cyrl', ru: 'ru' };

/** The path prefix of a language's pages: '' for Uzbek Latin, '/uz-cyrl' or '/ru'. */
export function languagePrefix(language: Language): string {
  const segment = PREFIXES[language];
  return segment ? `/${segment}` : '';
}

export interface LanguagePath {
  /** the language the URL names, Uzbek Latin for an unprefixed one */
  language: Language;
  /** whether the URL names it with a prefix */
  prefixed: boolean;
  /** the URL without its prefix (the app's own route), query kept */
  path: string;
}

/** The language a page URL (path and query) is in, and the app's route under it. */
export function splitLanguagePath(url: string): LanguagePath {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    const rest = url.slice(prefix.length);
    if (url.startsWith(prefix) && (rest === '' || /^[/?#]/.test(rest))) {
      return { language, prefixed: true, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { language: DEFAULT_LANGUAGE, prefixed: false, path: url };
}

/** The app's route `path` in a language: `/quizzes` in Russian is `/ru/quizzes`, home `/ru`. */
export function languagePath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

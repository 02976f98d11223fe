import type { Language } from '@shared/i18n/languages';

/** Each language as its readers name it: the same on every page, whatever its language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'uz-Latn': "O'zbekcha",
  'uz-Cyrl': 'Ўзбекча',
  ru: 'Русский',
};

/** The switcher button's short mark of the page's language. */
export const LANGUAGE_MARKS: Record<Language, string> = { 'uz-Latn': 'UZ', 'uz-Cyrl': 'ЎЗ', ru: 'RU' };

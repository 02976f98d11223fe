import type { Language } from '../i18n/languages';

/** The languages a quiz is written in: Uzbek (in either script) or Russian. */
export const QUIZ_LANGUAGES = ['uz', 'ru'] as const;
export type QuizLanguage = (typeof QUIZ_LANGUAGES)[number];

/** The catalogue's language filter: one language, or every quiz. */
export const CATALOG_LANGUAGES = [...QUIZ_LANGUAGES, 'all'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];

/** The quizzes a reader is shown first: Russian ones to a Russian reader, Uzbek ones to the others. */
export function readersQuizLanguage(language: Language): QuizLanguage {
  return language === 'ru' ? 'ru' : 'uz';
}

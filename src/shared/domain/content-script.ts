import type { Language } from '../i18n/languages';
import { cyrillicToLatin, latinToCyrillic } from '../i18n/uz-script';
import type { QuizLanguage } from './quiz-language';

/**
 * The script Uzbek content is shown in: the reader's (Latin or Cyrillic), or as its author wrote
 * it (a Russian reader, or a reader who asked for the original).
 */
export type ContentScript = 'latin' | 'cyrillic' | 'original';

/** The value of the `script` query parameter that asks for content as its author wrote it. */
export const ORIGINAL_SCRIPT = 'original';

export function contentScriptFor(language: Language, original = false): ContentScript {
  if (original || language === 'ru') return 'original';
  return language === 'uz-Cyrl' ? 'cyrillic' : 'latin';
}

const LATIN_LETTER = /[a-z]/gi;
const CYRILLIC_LETTER = /[\u0400-\u04ff]/g;
/**
 * A text is in one script when three quarters of its letters are (names like HTML or Bilimdon
 * may stand in Cyrillic text); otherwise it is mixed.
 */
const SCRIPT_SHARE = 0.75;

/** The script a text is written in, by its letters: mixed or letterless text has none. */
export function scriptOfText(text: string): 'latin' | 'cyrillic' | null {
  const latin = text.match(LATIN_LETTER)?.length ?? 0;
  const cyrillic = text.match(CYRILLIC_LETTER)?.length ?? 0;
  const letters = latin + cyrillic;
  if (letters === 0) return null;
  if (latin >= letters * SCRIPT_SHARE) return 'latin';
  return cyrillic >= letters * SCRIPT_SHARE ? 'cyrillic' : null;
}

/**
 * Content text as a reader in `script` reads it: Uzbek text in the other script is
 * transliterated; Russian content, mixed text and the original are left as written.
 */
export function textInScript(text: string, script: ContentScript, language: QuizLanguage = 'uz'): string {
  if (script === 'original' || language !== 'uz') return text;
  const written = scriptOfText(text);
  if (script === 'cyrillic' && written === 'latin') return latinToCyrillic(text);
  if (script === 'latin' && written === 'cyrillic') return cyrillicToLatin(text);
  return text;
}

/** textInScript for a text that may be missing. */
export function optionalTextInScript(
  text: string | null,
  script: ContentScript,
  language?: QuizLanguage,
): string | null {
  return text === null ? null : textInScript(text, script, language);
}

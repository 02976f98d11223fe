import type { Language } from './languages';
import type source from './messages/list/uz-latn';
import { texts } from './runtime/texts';

const listWords = texts<typeof source>('list');

const joined = (items: readonly string[], word: string) =>
  [items.slice(0, -1).join(', '), items.at(-1)].filter(Boolean).join(` ${word} `);

/**
 * A list in the reader's language: "A", "A va B", "A, B va C" (with `word` "yoki": alternatives);
 * not Intl, whose uz data browsers lack.
 */
export function formatList(items: readonly string[], word: 'va' | 'yoki' = 'va'): string {
  return joined(items, listWords[word]);
}

/** "A, B and C" in a given language: Uzbek joins with "va" in either script, Russian through Intl. */
export function formatListIn(language: Language, items: readonly string[]): string {
  if (language === 'ru') return new Intl.ListFormat('ru', { type: 'conjunction' }).format(items);
  return joined(items, texts<typeof source>('list', language).va);
}

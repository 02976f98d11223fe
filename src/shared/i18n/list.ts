import type { Language } from './languages';
import type source from './messages/list/uz-latn';
import { texts } from './runtime/texts';

const listWords = texts<typeof source>('list');

/**
 * A list in the reader's language: "A", "A va B", "A, B va C" (with another joining word, e.g.
 * "yoki"/"или", for alternatives); not Intl, whose uz data browsers lack.
 */
export function formatList(items: readonly string[], word: string = listWords.va): string {
  return [items.slice(0, -1).join(', '), items.at(-1)].filter(Boolean).join(` ${word} `);
}

/** "A, B and C" in a given language: Uzbek joins with "va" in either script, Russian through Intl. */
export function formatListIn(language: Language, items: readonly string[]): string {
  if (language === 'ru') return new Intl.ListFormat('ru', { type: 'conjunction' }).format(items);
  return formatList(items, texts<typeof source>('list', language).va);
}

import type { Language } from './languages';

/** Uzbek list: "A", "A va B", "A, B va C" (with `word` "yoki": alternatives); not Intl, whose uz data browsers lack. */
export function formatList(items: readonly string[], word: 'va' | 'yoki' | 'ва' = 'va'): string {
  return [items.slice(0, -1).join(', '), items.at(-1)].filter(Boolean).join(` ${word} `);
}

/** "A, B and C" in the language: Uzbek joins with "va" in either script, Russian through Intl. */
export function formatListIn(language: Language, items: readonly string[]): string {
  if (language === 'ru') return new Intl.ListFormat('ru', { type: 'conjunction' }).format(items);
  return formatList(items, language === 'uz-Cyrl' ? 'ва' : 'va');
}

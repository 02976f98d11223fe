import type source from './messages/list/uz-latn';
import { texts } from './runtime/texts';

const listWords = texts<typeof source>('list');

/**
 * A list in the reader's language: "A", "A va B", "A, B va C" (with `word` "yoki": alternatives);
 * not Intl, whose uz data browsers lack.
 */
export function formatList(items: readonly string[], word: 'va' | 'yoki' = 'va'): string {
  return [items.slice(0, -1).join(', '), items.at(-1)].filter(Boolean).join(` ${listWords[word]} `);
}

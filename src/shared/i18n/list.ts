/**
 * A list as Uzbek and Russian write it: "A", "A va B", "A, B va C" (with `word` "yoki" or "или":
 * alternatives); not Intl, whose uz data browsers lack.
 */
export function formatList(items: readonly string[], word = 'va'): string {
  return [items.slice(0, -1).join(', '), items.at(-1)].filter(Boolean).join(` ${word} `);
}

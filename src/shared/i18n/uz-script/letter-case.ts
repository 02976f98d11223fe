/**
 * Gives a converted piece the case of its source: all capitals stay all capitals ("SH" -> "Ш",
 * "SHAHAR" -> "ШАҲАР"), a capital first letter stays one ("Sh" -> "Ш", "Yo" -> "Ё").
 * wordIsUpper tells a one-letter piece of an all-capital word ("O" in "OQ") from a capital initial.
 */
export function withCaseOf(source: string, converted: string, wordIsUpper: boolean): string {
  const first = source[0] ?? '';
  if (first === first.toLowerCase()) return converted;
  if (wordIsUpper) return converted.toUpperCase();
  return converted.charAt(0).toUpperCase() + converted.slice(1);
}

/** An all-capital word of two letters or more ("SH", not "Sh"; "OQ", not "O"). */
export function isAllCapitals(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

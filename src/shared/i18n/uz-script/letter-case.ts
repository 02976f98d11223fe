/**
 * Gives a converted piece the case of its source: all capitals stay all capitals ("SH" -> "Ш",
 * "SHAHAR" -> "ШАҲАР"), a capital first letter stays one ("Sh" -> "Ш", "Yo" -> "Ё").
 * wordIsUpper tells a one-letter piece of an all-capital word ("O" in "OQ") from a capital initial.
 */
function withCaseOf(source: string, converted: string, wordIsUpper: boolean): string {
  const first = source[0] ?? '';
  if (first === first.toLowerCase()) return converted;
  if (wordIsUpper) return converted.toUpperCase();
  return converted.charAt(0).toUpperCase() + converted.slice(1);
}

/** How many source characters a piece takes, and what they become. */
export type Piece = [number, string];

const hasCase = (char: string) => char.toLowerCase() !== char.toUpperCase();

/** An all-capital word of two letters or more ("SH", not "Sh"; "OQ", not "O"). */
function isAllCapitals(word: string): boolean {
  return word === word.toUpperCase() && [...word].filter(hasCase).length > 1;
}

/**
 * Converts a word piece by piece, giving each the case of its source; a word in lower case, the
 * common one, skips the case work. start is a listed stem the word begins with; nextPiece reads the
 * lower-cased word at `at`, after the last letter written (lower case), and gives how many
 * characters it took and what they become.
 */
export function convertPieces(
  word: string,
  start: Piece | undefined,
  nextPiece: (lower: string, at: number, previous: string) => Piece,
): string {
  const lower = word.toLowerCase();
  const caseless = word === lower;
  const upper = !caseless && isAllCapitals(word);
  const cased = (at: number, [length, converted]: Piece) =>
    caseless ? converted : withCaseOf(word.slice(at, at + length), converted, upper);
  let out = start ? cased(0, start) : '';
  let previous = start?.[1].at(-1) ?? '';
  for (let at = start?.[0] ?? 0; at < lower.length; ) {
    const piece = nextPiece(lower, at, previous);
    out += cased(at, piece);
    previous = piece[1].at(-1) ?? previous;
    at += piece[0];
  }
  return out;
}

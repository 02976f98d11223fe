/** The most characters printed as the holder's name and the quiz title; the layout clamps to two lines anyway. */
export const MAX_PRINTED_NAME = 120;
export const MAX_PRINTED_TITLE = 200;
const segmenter = new Intl.Segmenter('uz', { granularity: 'grapheme' });

/**
 * Text as it is printed: NFC, no control or invisible formatting characters (bidi overrides
 * included), single spaces, and at most `max` letters with an ellipsis. Layout time grows with
 * the text, so this bounds every render whatever an old row holds. Code points are capped first
 * so a letter carrying thousands of combining marks is bounded too.
 */
export function printable(text: string, max: number): string {
  const maxCodePoints = max * 4;
  // a code point is at most two UTF-16 units, so this slice holds every code point kept below
  const head = Array.from(text.slice(0, maxCodePoints * 2));
  let clipped = head.length > maxCodePoints || text.length > maxCodePoints * 2;
  const clean = head
    .slice(0, maxCodePoints)
    .join('')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const letters: string[] = [];
  for (const { segment } of segmenter.segment(clean)) {
    if (letters.length === max) {
      clipped = true;
      break;
    }
    letters.push(segment);
  }
  const shown = letters.join('').trimEnd();
  return clipped ? `${shown}…` : shown;
}

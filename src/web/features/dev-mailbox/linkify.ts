/** `start` is the part's offset in the text: a stable key for rendering. */
export type TextPart = { kind: 'text' | 'link'; value: string; start: number };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/** Splits plain text into text and http(s) URL parts; trailing punctuation stays text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const url = raw.replace(TRAILING_PUNCTUATION, '');
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start), start: last });
    parts.push({ kind: 'link', value: url, start });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last), start: last });
  return parts;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain text of a GIFT `[html]` text: script and style contents dropped, line-level tags become
 * line breaks, every other tag removed, entities decoded. The result is stored and shown as text
 * (React escapes it), so no markup survives to run anywhere.
 */
export function htmlToText(html: string): string {
  return decodeEntities(removeTags(html))
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Script and style elements dropped, line-level tags turned into line breaks, other tags removed. */
export function removeTags(html: string): string {
  return stripTags(
    dropScriptsAndStyles(html)
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n'),
  );
}

/**
 * Every `<...>` removed, as `/<[^>]*>/g` would, in one pass: the regular expression rescans the
 * rest of the text from each `<` that is never closed, so many of them took quadratic time.
 */
function stripTags(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const open = html.indexOf('<', from);
    const close = open < 0 ? -1 : html.indexOf('>', open);
    if (close < 0) return out + html.slice(from);
    out += html.slice(from, open);
    from = close + 1;
  }
}

const CLOSING_TAGS: Record<string, RegExp> = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

/**
 * `<script ...>...</script>` and `<style ...>...</style>` removed with their contents, as
 * `/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi` would, in linear time: once a tag has no
 * closing tag after some point it has none after any later point, so it is not searched again.
 */
function dropScriptsAndStyles(html: string): string {
  const opening = /<(script|style)\b/gi;
  const unclosed = new Set<string>();
  let out = '';
  let from = 0;
  let tagEnd = -1;
  for (let open = opening.exec(html); open; open = opening.exec(html)) {
    const name = open[1]!.toLowerCase();
    if (unclosed.has(name)) continue;
    // the first `>` after an earlier tag start is still the first one after this one
    if (tagEnd < open.index) tagEnd = html.indexOf('>', open.index);
    if (tagEnd < 0) break;
    const closing = CLOSING_TAGS[name]!;
    closing.lastIndex = tagEnd + 1;
    const end = closing.exec(html);
    if (!end) {
      unclosed.add(name);
      continue;
    }
    out += html.slice(from, open.index);
    from = end.index + end[0].length;
    opening.lastIndex = from;
  }
  return out + html.slice(from);
}

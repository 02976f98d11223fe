/**
 * Splits GIFT text into question blocks, so each question is parsed alone: one bad question does
 * not hide the others, and a parser error is reported at its own line. Blocks end at blank lines,
 * except inside `{...}` (Moodle allows an answer list spread over paragraphs); `$CATEGORY:` lines
 * are blocks of their own; comment-only blocks are dropped. Backslash escapes are honoured.
 */
export interface GiftBlock {
  kind: 'question' | 'category';
  /** the block's lines without blank lines; lineNumbers[i] is the 1-based line of lines[i] */
  lines: string[];
  lineNumbers: number[];
}

const isComment = (line: string) => line.trimStart().startsWith('//');
const isCategory = (line: string) => /^\s*\$CATEGORY:/i.test(line);

/** The brace depth after a line, honouring backslash escapes. */
function depthAfter(line: string, depth: number): number {
  let d = depth;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '\\') i++;
    else if (c === '{') d++;
    else if (c === '}') d = Math.max(0, d - 1);
  }
  return d;
}

export function splitGiftBlocks(text: string): GiftBlock[] {
  const lines = text.split('\n');
  const blocks = collect(lines, 0, lines.length, true);
  return blocks.filter((b) => b.kind === 'category' || b.lines.some((line) => !isComment(line)));
}

function collect(lines: string[], from: number, to: number, braceAware: boolean): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let current: GiftBlock | null = null;
  let depth = 0;
  let openedAt = from;
  const close = () => {
    if (current) blocks.push(current);
    current = null;
  };
  for (let i = from; i < to; i++) {
    const line = lines[i]!;
    const blank = line.trim() === '';
    if (depth === 0 && isCategory(line)) {
      close();
      blocks.push({ kind: 'category', lines: [line], lineNumbers: [i + 1] });
      continue;
    }
    if (blank) {
      if (depth === 0 || !braceAware) close();
      continue;
    }
    if (!current) {
      current = { kind: 'question', lines: [], lineNumbers: [] };
      openedAt = i;
    }
    (current as GiftBlock).lines.push(line);
    (current as GiftBlock).lineNumbers.push(i + 1);
    if (!(depth === 0 && isComment(line))) depth = braceAware ? depthAfter(line, depth) : 0;
  }
  if (depth > 0 && braceAware) {
    // a `{` never closed swallowed the rest: read that part again with blank lines as separators
    return [...blocks, ...collect(lines, openedAt, to, false)];
  }
  close();
  return blocks;
}

/** The last part of a `$CATEGORY: a/b/c` path ("//" is a literal slash, as Moodle writes it). */
export function categoryModuleName(line: string): string | null {
  const path = line.replace(/^\s*\$CATEGORY:/i, '').trim();
  const parts = path.split(/(?<!\/)\/(?!\/)/);
  const name = (parts[parts.length - 1] ?? '').replace(/\/\//g, '/').trim();
  return name.length > 0 ? name : null;
}

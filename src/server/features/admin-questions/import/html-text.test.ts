import { describe, expect, it } from 'vitest';
import { removeTags } from './html-text';

/** The tag removal as it was written with regular expressions: the reference for what it does. */
const byRegex = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '');

/** A small deterministic generator, so a failure names an input that can be run again. */
function* pseudoRandom(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

describe('removing the tags of an [html] text', () => {
  it('removes tags exactly as the regular expressions did', () => {
    const pieces = ['<', '>', '/', 'script', 'SCRIPT', 'style', 'br', 'p', 'li', ' ', '\n', 'a', '<script>'];
    const more = ['</script>', '</STYLE >', '<style a="1">', '<br/>', '</p>', '</h2 >', 'scripts', '<b>'];
    const alphabet = [...pieces, ...more];
    const random = pseudoRandom(30);
    for (let n = 0; n < 20_000; n++) {
      const length = 1 + Math.floor(random.next().value! * 14);
      const html = Array.from(
        { length },
        () => alphabet[Math.floor(random.next().value! * alphabet.length)],
      ).join('');
      expect(removeTags(html), html).toBe(byRegex(html));
    }
  });

  it.each([
    ['"<"', '<'],
    ['"<a"', '<a '],
    ['"<script"', '<script '],
    ['"<script>"', '<script>'],
  ])('reads a text full of %s never closed at once', (_, piece) => {
    const html = piece.repeat(300_000 / piece.length);
    const started = performance.now();
    removeTags(html);
    // the regular expressions rescanned the rest of the text from each: many seconds here
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import exceptions from './exceptions.json' with { type: 'json' };
import { cyrillicToLatin, latinToCyrillic } from './index';
import { ROMAN_NUMERAL } from './tokens';

// biome-ignore format: a letter table reads best in rows
const LATIN_PIECES = ['a', 'b', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 's',
  't', 'u', 'v', 'x', 'y', 'z', "o'", 'oʻ', 'g‘', 'sh', 'ch', 'ng', 'ye', 'yo', 'yu', 'ya'];
const CYRILLIC_LETTERS = [...'абвгдеёжзийклмнопрстуфхчшъэюяўқғҳ'];

/** A lower-case Uzbek word, the tutuq belgisi only between letters as it is written. */
const latinWord = fc
  .array(fc.constantFrom(...LATIN_PIECES), { minLength: 1, maxLength: 10 })
  .map((pieces) => pieces.join(''));
// words apart, some in capitals; listed acronyms (SI, RAM) and Roman numerals (XI) stay Latin by design
const KEPT = new Set(exceptions.keptLatin);
const anyCase = fc
  .oneof(
    latinWord,
    latinWord.map((w) => w.toUpperCase()),
  )
  .filter((w) => !ROMAN_NUMERAL.test(w) && !KEPT.has(w));
const latinText = fc
  .array(fc.tuple(anyCase, fc.constantFrom(' ', ', ', '. ', ' 12 ')), { maxLength: 8 })
  .map((parts) => parts.flat().join(''));
const cyrillicText = fc
  .array(fc.oneof(fc.constantFrom(...CYRILLIC_LETTERS), fc.constantFrom(' ', ', ', '7')), { maxLength: 30 })
  .map((parts) => parts.join(''));

describe('transliteration invariants', () => {
  it('leaves no Latin letter in the Cyrillic of Uzbek words', () => {
    fc.assert(
      fc.property(latinText, (text) => {
        expect(latinToCyrillic(text)).not.toMatch(/[A-Za-z]/);
      }),
    );
  });

  it('is idempotent on converted text, in both directions', () => {
    fc.assert(
      fc.property(latinText, (text) => {
        const cyrillic = latinToCyrillic(text);
        expect(latinToCyrillic(cyrillic)).toBe(cyrillic);
      }),
    );
    fc.assert(
      fc.property(cyrillicText, (text) => {
        const latin = cyrillicToLatin(text);
        expect(cyrillicToLatin(latin)).toBe(latin);
      }),
    );
  });

  it('writes no more letters than it reads, give or take a soft sign (Latin -> Cyrillic)', () => {
    fc.assert(
      fc.property(latinText, (text) => {
        expect(latinToCyrillic(text).length).toBeLessThanOrEqual(text.length + 2);
      }),
    );
  });

  it('writes at most two Latin letters for one Cyrillic one, and keeps the spaces', () => {
    fc.assert(
      fc.property(cyrillicText, (text) => {
        const latin = cyrillicToLatin(text);
        expect(latin.length).toBeLessThanOrEqual(text.length * 2);
        expect(latin.split(' ').length).toBe(text.split(' ').length);
      }),
    );
  });
});

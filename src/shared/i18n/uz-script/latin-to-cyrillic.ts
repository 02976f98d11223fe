import exceptions from './exceptions.json' with { type: 'json' };
import { convertPieces, type Piece } from './letter-case';
import { foldApostrophes, staysLatin, tokenize } from './tokens';

// biome-ignore format: a letter table reads best in rows
const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'ҳ', i: 'и', j: 'ж', k: 'к', l: 'л', m: 'м',
  n: 'н', o: 'о', p: 'п', q: 'қ', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', x: 'х', y: 'й', z: 'з',
};
/** Read before single letters, longest first; the apostrophe is already folded to '. */
const DIGRAPHS: Record<string, string> = {
  "o'": 'ў',
  "g'": 'ғ',
  sh: 'ш',
  ch: 'ч',
  yo: 'ё',
  yu: 'ю',
  ya: 'я',
  ye: 'е',
  tsiya: 'ция',
  tsion: 'цион',
};
const DIGRAPH_KEYS = Object.keys(DIGRAPHS).sort((a, b) => b.length - a.length);
const VOWELS = /[aeiouаеёиоуэюяў]/;

// listed with the official apostrophes, looked up folded like the word
const folded = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([latin, cyrillic]) => [foldApostrophes(latin), cyrillic]));
const STEMS = folded(exceptions.stems);
const WORDS = folded(exceptions.words);
const STEM_KEYS = [...STEMS.keys()].sort((a, b) => b.length - a.length);

/** The longest listed loanword stem the word starts with, and its Cyrillic spelling. */
function exceptionFor(lower: string): Piece | undefined {
  const whole = WORDS.get(lower) ?? STEMS.get(lower);
  if (whole) return [lower.length, whole];
  const stem = STEM_KEYS.find((key) => lower.startsWith(key));
  return stem ? [stem.length, STEMS.get(stem) as string] : undefined;
}

/** One piece of the word at `at`: how many source characters it takes and its Cyrillic letters. */
function pieceAt(lower: string, at: number, previous: string): Piece {
  const char = lower[at];
  if (char === "'") {
    // s'h keeps s and h apart (Is'hoq); a second apostrophe after o'/g' or one after another
    // letter is the tutuq belgisi
    return lower[at - 1] === 's' && lower[at + 1] === 'h' ? [1, ''] : [1, 'ъ'];
  }
  // yo' is y + o' (yo'l), not ё + tutuq
  if (lower.startsWith("yo'", at)) return [1, 'й'];
  const digraph = DIGRAPH_KEYS.find((key) => lower.startsWith(key, at));
  if (digraph) return [digraph.length, DIGRAPHS[digraph] as string];
  // e is э at a word's start and after a vowel (eshik, poema, e'lon), е after a consonant
  if (char === 'e' && (at === 0 || VOWELS.test(previous))) return [1, 'э'];
  return [1, LETTERS[char as string] ?? (char as string)];
}

function convertWord(word: string): string {
  if (staysLatin(word)) return word;
  const folded = foldApostrophes(word);
  return convertPieces(folded, exceptionFor(folded.toLowerCase()), pieceAt);
}

/**
 * Uzbek Latin to Uzbek Cyrillic. Addresses, digits, punctuation and words that are not Uzbek
 * (see staysLatin) are kept as written; every apostrophe form is read alike.
 */
export function latinToCyrillic(text: string): string {
  return tokenize(text)
    .map((token) => (token.kind === 'latin' ? convertWord(token.text) : token.text))
    .join('');
}

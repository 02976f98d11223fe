import exceptions from './exceptions.json' with { type: 'json' };
import { convertPieces } from './letter-case';
import { tokenize } from './tokens';

/** The official letters: oʻ gʻ with U+02BB, the tutuq belgisi ʼ U+02BC (see index.ts). */
// biome-ignore format: a letter table reads best in rows
const LETTERS: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ч: 'ch', ш: 'sh',
  щ: 'sh', ъ: 'ʼ', ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya', ў: 'oʻ', қ: 'q', ғ: 'gʻ', ҳ: 'h',
};
const VOWELS_AND_SIGNS = /[аеёиоуэюяўъь]/;
const VOWELS = /[аеёиоуэюяў]/;
const CYRILLIC = /[\u0400-\u04FF]/;

/** Loanword stems whose Latin spelling the letters do not give (сентябрь -> sentabr), longest first. */
const STEMS = [...Object.entries(exceptions.stems), ...Object.entries(exceptions.words)]
  .flatMap(([latin, cyrillic]) => {
    // the same stem written without its soft sign (сентябр, as CLDR and newer texts do)
    const withoutSign = cyrillic.endsWith('ь') ? [[cyrillic.slice(0, -1), latin] as const] : [];
    return [[cyrillic, latin] as const, ...withoutSign];
  })
  .sort((a, b) => b[0].length - a[0].length);

function letterAt(lower: string, at: number): string {
  const char = lower[at] as string;
  const previous = lower[at - 1] ?? '';
  // е is ye at a word's start and after a vowel or a sign (ер, поезд, объект), e after a consonant
  if (char === 'е') return at === 0 || VOWELS_AND_SIGNS.test(previous) ? 'ye' : 'e';
  // ц is ts after a vowel (лицей), s at a word's start and after a consonant (цирк, концерт)
  if (char === 'ц') return VOWELS.test(previous) ? 'ts' : 's';
  // сҳ keeps s and h apart from sh: Исҳоқ -> Isʼhoq
  if (char === 'ҳ' && previous === 'с') return 'ʼh';
  return LETTERS[char] ?? char;
}

function convertWord(word: string): string {
  const lower = word.toLowerCase();
  const stem = STEMS.find(([cyrillic]) => lower.startsWith(cyrillic));
  return convertPieces(word, stem && [stem[0].length, stem[1]], (lowered, at) => [1, letterAt(lowered, at)]);
}

/** Uzbek Cyrillic to Uzbek Latin; Latin words, addresses, digits and punctuation are kept. */
export function cyrillicToLatin(text: string): string {
  // most stored text is Latin: the catalogue folds every quiz at each load
  if (!CYRILLIC.test(text)) return text;
  return tokenize(text)
    .map((token) => (token.kind === 'cyrillic' ? convertWord(token.text) : token.text))
    .join('');
}

import exceptions from './exceptions.json' with { type: 'json' };

/** Every apostrophe form Uzbek Latin is typed with: o' g' and the tutuq belgisi alike. */
const APOSTROPHES = /['`‘’ʻʼ′´]/g;
export const foldApostrophes = (text: string) => text.replace(APOSTROPHES, "'");

/**
 * Addresses stay as written in either direction: a URL, a www. address, an e-mail; so does a
 * code of letters and digits (H2O, CO2, mp3).
 * Each address and code starts where a run of its characters starts, so the scan stays linear.
 * A Latin word: letters with apostrophes inside, and a final one only after o or g (tog', bo').
 * A Cyrillic word: the Uzbek and Russian Cyrillic letters.
 */
const TOKEN =
  /(?<address>(?:https?:\/\/|www\.)[^\s<>"]+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(?<code>(?<![A-Za-z])[A-Za-z]+\d[A-Za-z\d]*)|(?<latin>[A-Za-z](?:[A-Za-z]|['`‘’ʻʼ′´](?=[A-Za-z'`‘’ʻʼ′´])|(?<=[OoGg])['`‘’ʻʼ′´])*)|(?<cyrillic>[\u0400-\u04FF]+)/gu;

export type Token = { kind: 'latin' | 'cyrillic' | 'other'; text: string };

/** The text cut into words of each script and everything else (spaces, digits, punctuation, addresses). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) tokens.push({ kind: 'other', text: text.slice(last, match.index) });
    const kind = match.groups?.latin ? 'latin' : match.groups?.cyrillic ? 'cyrillic' : 'other';
    tokens.push({ kind, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: 'other', text: text.slice(last) });
  return tokens;
}

const KEPT_LATIN = new Set(exceptions.keptLatin.flatMap((word) => [word, word.toUpperCase()]));
const BRAND = exceptions.brand;
export const ROMAN_NUMERAL = /^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/;

/**
 * A Latin word that is not Uzbek stays Latin in Cyrillic text: the brand and its suffixed forms,
 * the listed names and acronyms (as listed or in capitals; Uzbek ones such as BMT are converted),
 * a word with a letter Uzbek Latin lacks (c outside ch, w), a camel-case name (JavaScript, iPhone)
 * and a Roman numeral (XXI). The brand is kept only with its capital: bilimdon is also a word.
 */
export function staysLatin(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    word.startsWith(BRAND) ||
    word.startsWith(BRAND.toUpperCase()) ||
    KEPT_LATIN.has(word) ||
    /c(?!h)|w/.test(lower) ||
    /[a-z][A-Z]/.test(word) ||
    (word.length > 1 && ROMAN_NUMERAL.test(word))
  );
}

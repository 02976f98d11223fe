/**
 * Uzbek Latin <-> Cyrillic transliteration, by the rules of the 1995 Latin alphabet (with its 2019
 * apostrophe letters) and the 1940-1995 Cyrillic orthography; loanwords the rules get wrong are
 * listed in exceptions.json.
 *
 * Apostrophes: Latin is read with every apostrophe form (' ` ‘ ’ ʻ ʼ), since real text mixes them.
 * Latin is written with the official forms: oʻ and gʻ with U+02BB (MODIFIER LETTER TURNED COMMA)
 * and the tutuq belgisi with U+02BC (MODIFIER LETTER APOSTROPHE). Both are letters to Unicode, so a
 * word stays one word for search, selection and line breaking, and the two stay distinct, which
 * lets Cyrillic -> Latin -> Cyrillic give back ъ and ў. The product's own texts use ASCII ', which
 * reads the same; a round trip from such text gives back the same words with the official forms.
 *
 * Not Uzbek, so kept in Latin inside Cyrillic text (tokens.ts): addresses, the brand, listed names
 * and acronyms, and words with a letter Uzbek Latin lacks or with a capital inside (JavaScript).
 */
export { cyrillicToLatin } from './cyrillic-to-latin';
export { latinToCyrillic } from './latin-to-cyrillic';

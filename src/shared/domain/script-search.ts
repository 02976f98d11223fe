import { cyrillicToLatin, latinToCyrillic } from '../i18n/uz-script';
import { foldApostrophes, normalizeForSearch } from './text';

/**
 * Search meets across Uzbek's two scripts by reading Cyrillic as Latin on both sides: "ўзбек тили"
 * finds "O'zbek tili" and "o'zbek" finds "Ўзбек тили". Latin is the side to fold to: Cyrillic ->
 * Latin is nearly mechanical, where Latin -> Cyrillic has to guess loanwords.
 */

/** Stored search text, already lower-cased with apostrophes folded, with its Cyrillic read as Latin. */
export function latinSearchText(stored: string): string {
  return foldApostrophes(cyrillicToLatin(stored));
}

/** A search term as it is compared with latinSearchText. */
export function searchKey(term: string): string {
  return latinSearchText(normalizeForSearch(term));
}

/**
 * A term in both scripts, for text stored folded only for case and apostrophes (SQL LIKE):
 * the stored text matches when it contains any of them.
 */
export function searchTermInBothScripts(term: string): string[] {
  const latin = searchKey(term);
  if (!latin) return [];
  return [...new Set([normalizeForSearch(term), latin, normalizeForSearch(latinToCyrillic(latin))])];
}

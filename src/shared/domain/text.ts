/**
 * Uzbek Latin writes o' and g' and the tutuq belgisi with several apostrophe forms
 * (' ` ‘ ’ ʻ ʼ ′). Comparisons and search fold them to one so "o'zbek" finds "oʻzbek".
 */
export const FOLDED_APOSTROPHES = '`‘’ʻʼ′´';
const APOSTROPHES = new RegExp(`[${FOLDED_APOSTROPHES}]`, 'g');

export function foldApostrophes(text: string): string {
  return text.replace(APOSTROPHES, "'");
}

export function normalizeForSearch(text: string): string {
  return foldApostrophes(text).toLowerCase().trim();
}

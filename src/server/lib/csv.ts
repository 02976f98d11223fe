/**
 * CSV as RFC 4180 writes it, for Excel: UTF-8 with a byte order mark (else Excel reads the bytes
 * as the local code page and Uzbek letters break), CRLF line ends, and text cells that a
 * spreadsheet would run as a formula made inert.
 */
export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A cell a spreadsheet reads as a formula (=, +, -, @, or a tab or CR that can hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

/** A text cell: formula starts get a leading apostrophe (OWASP), so Excel shows it as text. */
export function inertText(value: string | null): string {
  if (value === null) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Quoted only when it must be (comma, quote, CR or LF), with quotes doubled. */
export function csvField(cell: CsvCell): string {
  const text = cell === null ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',') + LINE_END;
}

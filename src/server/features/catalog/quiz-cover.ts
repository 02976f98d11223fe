import { createHash } from 'node:crypto';
import { coverThemeFor } from './cover-themes';

/**
 * A quiz's generated cover: a 16:9 SVG in its category's colours with the category's icon and the
 * quiz title, so quizzes without an uploaded image still look different from each other. Pure and
 * deterministic: the same inputs always give the same bytes (and ETag).
 */
export interface CoverInput {
  title: string;
  categoryName: string | null;
  /** the category's lucide icon name, e.g. 'calculator' */
  categoryIcon: string | null;
}

/** Bumped when the drawing changes, so caches holding the old picture get the new one. */
const COVER_VERSION = 1;
const WIDTH = 640;
const HEIGHT = 360;
const TITLE_FONT_SIZE = 38;
const TITLE_LINE_HEIGHT = 46;
/** characters per title line at that size (the widest Latin letters would overflow at ~26) */
const TITLE_LINE_CHARS = 24;
const TITLE_MAX_LINES = 3;
const CATEGORY_MAX_CHARS = 32;
const FONT = "'Inter','Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export function renderQuizCover(input: CoverInput): string {
  const theme = coverThemeFor(input.categoryIcon, input.categoryName ?? input.title);
  const lines = wrapText(input.title, TITLE_LINE_CHARS, TITLE_MAX_LINES);
  const firstBaseline = HEIGHT - 48 - (lines.length - 1) * TITLE_LINE_HEIGHT;
  const title = lines
    .map((line, n) => `<tspan x="48" y="${firstBaseline + n * TITLE_LINE_HEIGHT}">${escapeXml(line)}</tspan>`)
    .join('');
  const category = input.categoryName ? clip(cleanText(input.categoryName), CATEGORY_MAX_CHARS) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>',
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    '<circle cx="600" cy="40" r="150" fill="#fff" fill-opacity="0.07"/>',
    '<circle cx="520" cy="330" r="90" fill="#fff" fill-opacity="0.05"/>',
    icon(theme.icon, 'translate(412 28) scale(8.5)', 'stroke-opacity="0.22" stroke-width="1.5"'),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>`,
    '<rect x="48" y="40" width="56" height="56" rx="14" fill="#fff" fill-opacity="0.18"/>',
    icon(theme.icon, 'translate(60 52) scale(1.3333)', 'stroke-width="2"'),
    category
      ? `<text x="120" y="78" fill="#fff" fill-opacity="0.92" font-family="${FONT}" font-size="26" font-weight="600">${escapeXml(category)}</text>`
      : '',
    `<text fill="#fff" font-family="${FONT}" font-size="${TITLE_FONT_SIZE}" font-weight="700">${title}</text>`,
    '</svg>',
  ].join('');
}

/** A strong validator of the picture: changes whenever its inputs or the drawing change. */
export function coverEtag(input: CoverInput): string {
  const key = JSON.stringify([COVER_VERSION, input.title, input.categoryName, input.categoryIcon]);
  return `"cover-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
}

function icon(markup: string, transform: string, strokeAttributes: string): string {
  return `<g transform="${transform}" fill="none" stroke="#fff" color="#fff" stroke-linecap="round" stroke-linejoin="round" ${strokeAttributes}>${markup}</g>`;
}

/**
 * Splits text into at most maxLines lines of up to lineChars characters at spaces; a longer word is
 * cut, and text that does not fit ends in an ellipsis on the last line.
 */
export function wrapText(text: string, lineChars: number, maxLines: number): string[] {
  const words = cleanText(text)
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => chunks(word, lineChars));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && [...last].length + 1 + [...word].length <= lineChars) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else if (lines.length < maxLines) {
      lines.push(word);
    } else {
      lines[maxLines - 1] = clip(`${lines[maxLines - 1]} ${word}`, lineChars, true);
      break;
    }
  }
  return lines;
}

/** Code points, so a letter outside the BMP is never split into halves. */
function chunks(word: string, size: number): string[] {
  const chars = [...word];
  const parts: string[] = [];
  for (let start = 0; start < chars.length; start += size)
    parts.push(chars.slice(start, start + size).join(''));
  return parts;
}

function clip(text: string, maxChars: number, force = false): string {
  const chars = [...text];
  if (!force && chars.length <= maxChars) return text;
  return `${chars
    .slice(0, maxChars - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * One line of plain text: whitespace runs become one space, and characters XML 1.0 does not allow
 * (control characters, lone surrogates) are dropped, so no title can make the SVG unreadable.
 */
function cleanText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

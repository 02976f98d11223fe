import type { AdminQuestion, ImportFormat } from '../../../../shared/schemas/admin-questions';

export interface ExportModule {
  id: string;
  name: string;
}
type Exporter = (questions: AdminQuestion[], modules: ExportModule[]) => string;

/**
 * JSON carries every field the import reads: question_text, options, correct_answer, explanation,
 * points, is_preview, module_id and thumbnail_url.
 */
export const exportJson: Exporter = (questions) =>
  `${JSON.stringify(
    questions.map((q) => ({
      question_text: q.questionText,
      options: q.options,
      correct_answer: q.correctAnswer,
      explanation: q.explanation,
      points: q.points,
      is_preview: q.isPreview,
      module_id: q.moduleId,
      thumbnail_url: q.thumbnailUrl,
    })),
    null,
    2,
  )}\n`;

/** GIFT's special characters and line breaks, escaped so the text reads back as it was. */
export const escapeGift = (text: string) => text.replace(/[\\~=#{}:]/g, '\\$&').replace(/\n/g, '\\n');

/**
 * An answer's text: `%N%` or `[format]` at its start would read as a weight or a format, so
 * such an answer gets the `[plain]` prefix; `->` in the first answer would make it a matching question, so it is written
 * `-\>` (the importer reads `-\>` in an answer back as `->`).
 */
function giftAnswer(text: string, first: boolean): string {
  let escaped = escapeGift(text);
  if (first) escaped = escaped.replace(/->/g, '-\\>');
  return plainIfNeeded(escaped);
}

const plainIfNeeded = (escaped: string) => (/^[%[]/.test(escaped) ? `[plain]${escaped}` : escaped);

/**
 * GIFT carries the text, options, right answer, explanation (the right answer's `#feedback`) and
 * the module (`$CATEGORY:` before the questions of each module; an empty `$CATEGORY:` for questions
 * without one). It cannot carry points, the preview flag or the image. `[plain]` keeps a text that
 * starts like a comment, a title or a format from being read as one.
 */
export const exportGift: Exporter = (questions, modules) => {
  const names = new Map(modules.map((m) => [m.id, m.name]));
  const blocks: string[] = [];
  let current: string | null = null;
  for (const q of questions) {
    const moduleName = q.moduleId ? (names.get(q.moduleId) ?? null) : null;
    if (moduleName !== current) blocks.push(`$CATEGORY: ${(moduleName ?? '').replace(/\//g, '//')}`);
    current = moduleName;
    const answers = q.options.map((option, index) => {
      const mark = index === q.correctAnswer ? '=' : '~';
      const feedback =
        index === q.correctAnswer && q.explanation ? `#${plainIfNeeded(escapeGift(q.explanation))}` : '';
      return `\t${mark}${giftAnswer(option, index === 0)}${feedback}`;
    });
    blocks.push(`[plain]${escapeGift(q.questionText)} {\n${answers.join('\n')}\n}`);
  }
  return `${blocks.join('\n\n')}\n`;
};

const LETTERS = 'ABCDEF';
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');

/**
 * Aiken carries the text, up to six options (A-F) and the right answer, nothing else. It is one
 * line per item, so line breaks in a question or an option are written as spaces.
 */
export const exportAiken: Exporter = (questions) =>
  `${questions
    .map((q) =>
      [
        oneLine(q.questionText),
        ...q.options.map((option, index) => `${LETTERS[index]}) ${oneLine(option)}`),
        `ANSWER: ${LETTERS[q.correctAnswer]}`,
      ].join('\n'),
    )
    .join('\n\n')}\n`;

export const EXPORTERS: Record<ImportFormat, Exporter> = {
  json: exportJson,
  gift: exportGift,
  aiken: exportAiken,
};

const EXTENSIONS: Record<ImportFormat, string> = { json: 'json', gift: 'gift.txt', aiken: 'aiken.txt' };
export const CONTENT_TYPES: Record<ImportFormat, string> = {
  json: 'application/json; charset=utf-8',
  gift: 'text/plain; charset=utf-8',
  aiken: 'text/plain; charset=utf-8',
};

/**
 * Content-Disposition for the download: an ASCII file name from the title (apostrophes and
 * accents dropped, anything else a dash) and the title itself in UTF-8 for browsers that read it.
 */
export function attachmentHeader(title: string, format: ImportFormat): string {
  const ascii =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f'`‘’ʻʼ]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'quiz';
  const extension = EXTENSIONS[format];
  const utf8 = encodeURIComponent(`${title.trim() || 'quiz'}.${extension}`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}.${extension}"; filename*=UTF-8''${utf8}`;
}

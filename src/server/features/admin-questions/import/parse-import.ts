import type { ImportFormat } from '../../../../shared/schemas/admin-questions';
import { parseAikenQuestions } from './aiken';
import { parseGiftQuestions } from './gift';
import { parseJsonQuestions } from './json';
import { type ImportRefusal, ImportRefusedError, type ParseResult } from './parsed';

const PARSERS: Record<ImportFormat, (text: string) => ParseResult> = {
  json: parseJsonQuestions,
  gift: parseGiftQuestions,
  aiken: parseAikenQuestions,
};

export interface ParseTask {
  format: ImportFormat;
  text: string;
}

/** A parse's result, or why the text is refused whole: plain data, as it crosses threads. */
export type ParseOutcome = { parsed: ParseResult } | { refused: ImportRefusal };

export function parseImport({ format, text }: ParseTask): ParseOutcome {
  try {
    return { parsed: PARSERS[format](text) };
  } catch (error) {
    if (error instanceof ImportRefusedError) return { refused: error.code };
    throw error;
  }
}

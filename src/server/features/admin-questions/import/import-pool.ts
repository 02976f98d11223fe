import type { Language } from '../../../../shared/i18n/languages';
import { createWorkerPool } from '../../../lib/worker-pool';
import { AppError } from '../../../plugins/errors';
import { currentLanguage } from '../../../plugins/language';
import type { ParseOutcome, ParseTask } from './parse-import';
import type { ParseResult } from './parsed';

export interface ImportParser {
  /** The text's questions and problems; throws a 400 AppError when the text is refused whole. */
  parse(task: ParseTask): Promise<ParseResult>;
  close(): Promise<void>;
}

/** Import texts are parsed in worker threads (see import.worker.ts), at most a few at once. */
export function createImportParser(): ImportParser {
  const pool = createWorkerPool<ParseTask & { language: Language }, ParseOutcome>(
    (extension) => new URL(`./import.worker${extension}`, import.meta.url),
  );
  const parse = async (task: ParseTask) => {
    // the problems are told in the request's language
    const outcome = await pool.run({ ...task, language: currentLanguage() });
    if ('refused' in outcome) throw new AppError(400, outcome.refused);
    return outcome.parsed;
  };
  return { parse, close: pool.close };
}

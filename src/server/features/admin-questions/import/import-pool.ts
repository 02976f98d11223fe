import { createWorkerPool } from '../../../lib/worker-pool';
import { AppError } from '../../../plugins/errors';
import type { ParseOutcome, ParseTask } from './parse-import';
import type { ParseResult } from './parsed';

export interface ImportParser {
  /** The text's questions and problems; throws a 400 AppError when the text is refused whole. */
  parse(task: ParseTask): Promise<ParseResult>;
  close(): Promise<void>;
}

/** Import texts are parsed in worker threads (see import.worker.ts), at most a few at once. */
export function createImportParser(): ImportParser {
  const pool = createWorkerPool<ParseTask, ParseOutcome>(
    (extension) => new URL(`./import.worker${extension}`, import.meta.url),
  );
  const parse = async (task: ParseTask) => {
    const outcome = await pool.run(task);
    if ('refused' in outcome) throw new AppError(400, outcome.refused);
    return outcome.parsed;
  };
  return { parse, close: pool.close };
}

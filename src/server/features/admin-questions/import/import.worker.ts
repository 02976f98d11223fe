// first: a thread has modules of its own, the texts among them (compiled per language when first read)
import '../../../../shared/i18n/runtime/install-all';
import type { Language } from '../../../../shared/i18n/languages';
import { setTextsLanguage } from '../../../../shared/i18n/runtime/texts';
import { type ParseOutcome, type ParseTask, parseImport } from './parse-import';

/**
 * The module piscina runs in a worker thread: a large import text takes seconds of synchronous
 * parsing (gift-pegjs reads it character by character) that would otherwise hold the event loop.
 */
let language: Language;
setTextsLanguage(() => language);

export default function parseInLanguage(task: ParseTask & { language: Language }): ParseOutcome {
  // a thread runs one task at a time, and the parse is synchronous
  language = task.language;
  return parseImport(task);
}

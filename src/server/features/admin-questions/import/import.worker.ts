import type { Language } from '../../../../shared/i18n/languages';
import { compileGroup } from '../../../../shared/i18n/messages';
import { installTexts, setTextsLanguage } from '../../../../shared/i18n/runtime/texts';
import { type ParseOutcome, type ParseTask, parseImport } from './parse-import';

/**
 * The module piscina runs in a worker thread: a large import text takes seconds of synchronous
 * parsing (gift-pegjs reads it character by character) that would otherwise hold the event loop.
 * A thread has texts of its own: the admin group's, compiled for a language when first asked.
 */
const installed = new Set<Language>();
let language: Language;
setTextsLanguage(() => language);

export default function parseInLanguage(task: ParseTask & { language: Language }): ParseOutcome {
  if (!installed.has(task.language)) {
    installTexts(task.language, compileGroup('admin', task.language));
    installed.add(task.language);
  }
  // a thread runs one task at a time, and the parse is synchronous
  language = task.language;
  return parseImport(task);
}

import { MAX_OPTIONS, MIN_OPTIONS } from '../../../../shared/domain/authoring';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import type { ImportProblem } from '../../../../shared/schemas/admin-questions';
import { accept, checkQuestionCount, emptyResult, normaliseLineEndings, type ParseResult } from './parsed';

// as Moodle's reader: a capital letter, `)` or `.`, then a space or not (`A)Toshkent` is an option)
const OPTION_LINE = /^([A-Z])[.)]\s*(.*)$/;
const ANSWER_LINE = /^ANSWER:\s*(.*)$/i;

/**
 * One question's lines: the first (always question text, even when it looks like an option), then
 * the rest up to the ANSWER line or a blank line.
 */
interface AikenBlock {
  line: number;
  lines: Line[];
  answer: Line | null;
}

/** A trimmed line with its 1-based number. */
interface Line {
  number: number;
  text: string;
}

interface Draft {
  line: number;
  text: string[];
  options: string[];
  /** the first problem found while reading it, at the line where it is */
  problem: ImportProblem | null;
}

/**
 * Aiken import (as Moodle reads it): the question text, then options `A)` or `A.` (a space after
 * it or not) each on its own line, then `ANSWER: X`. The text may run over several lines (kept as
 * line breaks); a blank line or the ANSWER line ends a question. Aiken carries no explanation, points, preview flag or module.
 */
export function parseAikenQuestions(text: string): ParseResult {
  const blocks = splitAikenBlocks(text);
  checkQuestionCount(blocks.length);
  const result = emptyResult();
  for (const block of blocks) {
    const draft: Draft = { line: block.line, text: [block.lines[0]!.text], options: [], problem: null };
    for (const line of block.lines.slice(1)) readLine(draft, line);
    finish(result, draft, block.answer);
  }
  return result;
}

function splitAikenBlocks(text: string): AikenBlock[] {
  const blocks: AikenBlock[] = [];
  let block: AikenBlock | null = null;
  const lines = normaliseLineEndings(text)
    .replace(/^\uFEFF/, '')
    .split('\n');
  lines.forEach((raw, index) => {
    const line = { number: index + 1, text: raw.trim() };
    if (line.text === '') {
      block = null;
    } else if (!block) {
      block = { line: line.number, lines: [line], answer: null };
      blocks.push(block);
    } else {
      const answer = ANSWER_LINE.exec(line.text);
      if (answer) {
        block.answer = { number: line.number, text: answer[1]!.trim() };
        block = null;
      } else block.lines.push(line);
    }
  });
  return blocks;
}

function readLine(draft: Draft, line: Line) {
  const option = OPTION_LINE.exec(line.text);
  if (option) {
    const text = option[2]!.trim();
    draft.problem ??= optionProblem(draft, option[1]!, text, line.number);
    draft.options.push(text);
  } else if (draft.options.length > 0) {
    draft.problem ??= { line: line.number, message: adminQuestions.import.aikenTextAfterOptions };
  } else {
    draft.text.push(line.text);
  }
}

/** What is wrong with one option line, said at that line: its letter, its text or its count. */
function optionProblem(draft: Draft, found: string, text: string, line: number): ImportProblem | null {
  const expected = letter(draft.options.length);
  if (found !== expected) return { line, message: adminQuestions.import.aikenOptionOrder(expected, found) };
  if (text === '') return { line, message: adminQuestions.validation.allOptionsFilled };
  if (draft.options.length === MAX_OPTIONS)
    return { line, message: adminQuestions.validation.atMostSixOptions };
  return null;
}

const letter = (index: number) => String.fromCharCode(65 + index);

function finish(result: ParseResult, draft: Draft, answer: Line | null) {
  const problem = draft.problem ?? answerProblem(draft, answer);
  if (problem) {
    result.problems.push(problem);
    return;
  }
  accept(result, {
    line: draft.line,
    questionText: draft.text.join('\n'),
    options: draft.options,
    correctAnswer: answer!.text.toUpperCase().charCodeAt(0) - 65,
    explanation: null,
  });
}

/** A missing ANSWER line is reported at the question's line, a wrong letter at its own line. */
function answerProblem(draft: Draft, answer: Line | null): ImportProblem | null {
  if (answer === null) return { line: draft.line, message: adminQuestions.import.aikenMissingAnswer };
  const index = /^[A-Z]$/i.test(answer.text) ? answer.text.toUpperCase().charCodeAt(0) - 65 : -1;
  // with too few options the option-count rule speaks instead (checked by accept)
  if (draft.options.length >= MIN_OPTIONS && (index < 0 || index >= draft.options.length))
    return { line: answer.number, message: adminQuestions.import.aikenAnswerNoOption(answer.text) };
  return null;
}

import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import { accept, checkQuestionCount, emptyResult, normaliseLineEndings, type ParseResult } from './parsed';

const m = adminQuestions.import;
const OPTION_LINE = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER:\s*(.*)$/i;

/**
 * One question's lines: the first (always question text, even when it looks like an option), then
 * the rest up to the ANSWER line or a blank line.
 */
interface AikenBlock {
  line: number;
  lines: string[];
  answer: string | null;
}

interface Draft {
  line: number;
  text: string[];
  options: string[];
  /** a problem found while reading it (reported once, at the question's line) */
  problem: string | null;
}

/**
 * Aiken import (as Moodle reads it): the question text, then options `A)` or `A.` each on its own
 * line, then `ANSWER: X`. The text may run over several lines (kept as line breaks); a blank line
 * or the ANSWER line ends a question. Aiken carries no explanation, points, preview flag or module.
 */
export function parseAikenQuestions(text: string): ParseResult {
  const blocks = splitAikenBlocks(text);
  checkQuestionCount(blocks.length);
  const result = emptyResult();
  for (const block of blocks) {
    const draft: Draft = { line: block.line, text: [block.lines[0]!], options: [], problem: null };
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
    const line = raw.trim();
    if (line === '') {
      block = null;
    } else if (!block) {
      block = { line: index + 1, lines: [line], answer: null };
      blocks.push(block);
    } else {
      const answer = ANSWER_LINE.exec(line);
      if (answer) {
        block.answer = answer[1]!.trim();
        block = null;
      } else block.lines.push(line);
    }
  });
  return blocks;
}

function readLine(draft: Draft, line: string) {
  const option = OPTION_LINE.exec(line);
  if (option) {
    const expected = letter(draft.options.length);
    if (option[1] !== expected) draft.problem ??= m.aikenOptionOrder(expected, option[1]!);
    draft.options.push(option[2]!.trim());
  } else if (draft.options.length > 0) {
    draft.problem ??= m.aikenTextAfterOptions;
  } else {
    draft.text.push(line);
  }
}

const letter = (index: number) => String.fromCharCode(65 + index);

function finish(result: ParseResult, draft: Draft, answer: string | null) {
  const problem = draft.problem ?? answerProblem(draft, answer);
  if (problem) {
    result.problems.push({ line: draft.line, message: problem });
    return;
  }
  accept(result, {
    line: draft.line,
    questionText: draft.text.join('\n'),
    options: draft.options,
    correctAnswer: answer!.toUpperCase().charCodeAt(0) - 65,
    explanation: null,
  });
}

function answerProblem(draft: Draft, answer: string | null): string | null {
  if (answer === null) return m.aikenMissingAnswer;
  const index = /^[A-Z]$/i.test(answer) ? answer.toUpperCase().charCodeAt(0) - 65 : -1;
  // with too few or too many options the option-count rule speaks instead (checked by accept)
  if (draft.options.length >= 2 && draft.options.length <= 6 && (index < 0 || index >= draft.options.length))
    return m.aikenAnswerNoOption(answer);
  return null;
}

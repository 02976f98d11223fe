import { type GIFTQuestion, type MultipleChoice, parse, type TextFormat, type TrueFalse } from 'gift-pegjs';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import { categoryModuleName, type GiftBlock, splitGiftBlocks } from './gift-blocks';
import { htmlToText } from './html-text';
import { accept, checkQuestionCount, emptyResult, normaliseLineEndings, type ParseResult } from './parsed';

export const TRUE_FALSE_OPTIONS = ["To'g'ri", "Noto'g'ri"] as const;

/**
 * GIFT import with gift-pegjs, one block at a time. Multiple choice (one `=`, the rest `~`) and
 * true/false (two options) are read; `::title::` is only a name in Moodle and is not kept;
 * `$CATEGORY:` gives the module of the questions after it. Every other question type is reported
 * with its line, never dropped or turned into something else.
 */
export function parseGiftQuestions(text: string): ParseResult {
  const blocks = splitGiftBlocks(normaliseLineEndings(text).replace(/^\uFEFF/, ''));
  checkQuestionCount(blocks.filter((block) => block.kind === 'question').length);
  const result = emptyResult();
  let moduleName: string | null = null;
  for (const block of blocks) {
    if (block.kind === 'category') moduleName = categoryModuleName(block.lines[0]!);
    else readBlock(result, block, moduleName);
  }
  return result;
}

function readBlock(result: ParseResult, block: GiftBlock, moduleName: string | null) {
  const line = questionLine(block);
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(`${block.lines.join('\n')}\n`);
  } catch (error) {
    result.problems.push(
      hasNumericalAnswer(block)
        ? { line, message: adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.numerical) }
        : syntaxProblem(error, block),
    );
    return;
  }
  for (const question of parsed) {
    const read = readQuestion(question);
    if (typeof read === 'string') result.problems.push({ line, message: read });
    else accept(result, { line, ...read, moduleName });
  }
}

/** Where the question starts: its first line that is not a comment. */
function questionLine(block: GiftBlock): number {
  const index = block.lines.findIndex((l) => !l.trimStart().startsWith('//'));
  return block.lineNumbers[Math.max(0, index)]!;
}

/**
 * `{#` opens a numerical answer: gift-pegjs reads only some of Moodle's numerical forms (not
 * `{#1..5#feedback}`, `{#3 : 1}`, `{#.5}`), and the question type is refused anyway.
 */
const hasNumericalAnswer = (block: GiftBlock) => /(^|[^\\])\{\s*#/.test(block.lines.join('\n'));

function syntaxProblem(error: unknown, block: GiftBlock) {
  const location = (error as { location?: { start: { line: number; column: number } } }).location;
  const found = (error as { found?: string | null }).found;
  if (!location) throw error;
  const line = block.lineNumbers[location.start.line - 1] ?? block.lineNumbers.at(-1)!;
  const message = found
    ? adminQuestions.import.giftUnexpected(found, location.start.column)
    : adminQuestions.import.giftUnclosed;
  return { line, message };
}

type Read = { questionText: string; options: string[]; correctAnswer: number; explanation: string | null };

/** The question in our shape, or the message saying why it cannot be one. */
function readQuestion(question: GIFTQuestion): Read | string {
  switch (question.type) {
    case 'MC':
      return readMultipleChoice(question);
    case 'TF':
      return readTrueFalse(question);
    case 'Category':
    case 'Description':
      return adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.description);
    case 'Essay':
      return adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.essay);
    case 'Matching':
      return adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.matching);
    case 'Numerical':
      return adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.numerical);
    case 'Short':
      return adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.short);
  }
}

/** A weight other than 100% on the right answer or 0% on a wrong one means partial credit. */
const isWeighted = (choice: MultipleChoice['choices'][number]) =>
  choice.weight !== null && choice.weight !== (choice.isCorrect ? 100 : 0);

function readMultipleChoice(question: MultipleChoice): Read | string {
  const correct = question.choices.filter((c) => c.isCorrect);
  if (correct.length > 1 || question.choices.some(isWeighted))
    return adminQuestions.import.giftUnsupported(adminQuestions.import.giftTypes.weighted);
  if (correct.length === 0) return adminQuestions.import.noCorrectAnswer;
  const right = correct[0]!;
  return {
    questionText: plain(question.stem),
    // `-\>` is how our export writes `->` in a first answer (gift-pegjs would read a matching pair)
    options: question.choices.map((c) => plain(c.text).replace(/-\\>/g, '->')),
    correctAnswer: question.choices.indexOf(right),
    explanation: joinExplanations(right.feedback, question.globalFeedback),
  };
}

function readTrueFalse(question: TrueFalse): Read {
  // gift-pegjs names the two feedbacks by position: in Moodle `{T#first#second}` the first is
  // shown for a wrong answer and the second for the right one, so "falseFeedback" is the right one's
  const rightFeedback = question.falseFeedback;
  const wrongFeedback = question.trueFeedback;
  return {
    questionText: plain(question.stem),
    options: [...TRUE_FALSE_OPTIONS],
    correctAnswer: question.isTrue ? 0 : 1,
    explanation:
      joinExplanations(rightFeedback, question.globalFeedback) ?? joinExplanations(wrongFeedback, null),
  };
}

/** The right answer's feedback and the general feedback, both kept when both are given. */
function joinExplanations(...parts: (TextFormat | null)[]): string | null {
  const texts = parts.map((p) => (p ? plain(p) : '')).filter((t) => t.length > 0);
  return texts.length > 0 ? [...new Set(texts)].join('\n\n') : null;
}

const plain = (text: TextFormat) => (text.format === 'html' ? htmlToText(text.text) : text.text.trim());

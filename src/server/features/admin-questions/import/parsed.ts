import {
  MAX_IMPORT_QUESTIONS,
  MAX_OPTIONS,
  MAX_QUESTION_POINTS,
  MIN_OPTIONS,
  MIN_QUESTION_POINTS,
} from '../../../../shared/domain/authoring';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import type { ImportedQuestion, ImportProblem } from '../../../../shared/schemas/admin-questions';

/** What every format's parser gives: the questions it understood and the problems, each with its line. */
export interface ParseResult {
  questions: ImportedQuestion[];
  problems: ImportProblem[];
}

/** A question as a parser read it, before our rules are checked; `line` is where it starts (1-based). */
export type Candidate = Omit<
  ImportedQuestion,
  'points' | 'isPreview' | 'moduleId' | 'moduleName' | 'thumbnailUrl'
> &
  Partial<Pick<ImportedQuestion, 'points' | 'isPreview' | 'moduleId' | 'moduleName' | 'thumbnailUrl'>>;

const MAX_TEXT = 5000;
const MAX_OPTION = 1000;

/** Why a text is refused whole, before its questions are read (the API's error codes). */
export type ImportRefusal = 'IMPORT_TOO_MANY_QUESTIONS' | 'IMPORT_JSON_TOO_DEEP';

export class ImportRefusedError extends Error {
  constructor(readonly code: ImportRefusal) {
    super(code);
  }
}

/** Refuses a text with more question blocks than an import may hold, before any is read. */
export function checkQuestionCount(count: number): void {
  if (count > MAX_IMPORT_QUESTIONS) throw new ImportRefusedError('IMPORT_TOO_MANY_QUESTIONS');
}

/**
 * The 1-based line of a character offset, from the line starts found once: scanning from the
 * start for each offset made a text with many elements quadratic.
 */
export function lineLocator(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    // the last line start at or before offset
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** One line ending for every format: "\r\n" and "\r" read as "\n". */
export const normaliseLineEndings = (text: string) => text.replace(/\r\n?/g, '\n');

/** Our rules for one question (the editor's): the messages of what is wrong, empty when it is fine. */
export function questionRuleProblems(q: Candidate): string[] {
  const problems: string[] = [];
  if (q.questionText.length === 0) problems.push(adminQuestions.validation.textRequired);
  if (q.questionText.length > MAX_TEXT) problems.push(adminQuestions.import.textTooLong);
  if (q.options.length < MIN_OPTIONS) problems.push(adminQuestions.validation.atLeastTwoOptions);
  if (q.options.length > MAX_OPTIONS) problems.push(adminQuestions.validation.atMostSixOptions);
  if (q.options.some((option) => option.length === 0))
    problems.push(adminQuestions.validation.allOptionsFilled);
  if (q.options.some((option) => option.length > MAX_OPTION))
    problems.push(adminQuestions.import.optionTooLong);
  if (!Number.isInteger(q.correctAnswer) || q.correctAnswer < 0 || q.correctAnswer >= q.options.length)
    problems.push(adminQuestions.validation.correctAnswerRange);
  const points = q.points ?? MIN_QUESTION_POINTS;
  if (!Number.isInteger(points) || points < MIN_QUESTION_POINTS || points > MAX_QUESTION_POINTS)
    problems.push(adminQuestions.validation.pointsRange);
  if ((q.explanation?.length ?? 0) > MAX_TEXT) problems.push(adminQuestions.import.explanationTooLong);
  return problems;
}

/**
 * Adds a candidate to the result: as a question when it keeps our rules (defaults filled in:
 * points 1, not a preview, no module), else as one problem per broken rule at its line.
 */
export function accept(result: ParseResult, q: Candidate): void {
  const problems = questionRuleProblems(q);
  if (problems.length > 0) {
    for (const message of problems) result.problems.push({ line: q.line, message });
    return;
  }
  result.questions.push({
    ...q,
    explanation: q.explanation ? q.explanation : null,
    points: q.points ?? MIN_QUESTION_POINTS,
    isPreview: q.isPreview ?? false,
    moduleId: q.moduleId ?? null,
    moduleName: q.moduleName ?? null,
    thumbnailUrl: q.thumbnailUrl ?? null,
  });
}

export const emptyResult = (): ParseResult => ({ questions: [], problems: [] });

import { getNodeValue, type Node, type ParseError, parseTree } from 'jsonc-parser';
import { isImageAddress, MAX_IMPORT_JSON_DEPTH } from '../../../../shared/domain/authoring';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import {
  accept,
  type Candidate,
  checkQuestionCount,
  emptyResult,
  ImportRefusedError,
  lineLocator,
  type ParseResult,
} from './parsed';

/**
 * JSON import (docs/product/admin-and-pages.md section 5): an array of {question_text, options, correct_answer, explanation?,
 * points?, is_preview?, module_id?, thumbnail_url?}. Each problem carries the line where its array
 * element starts; `module_id` is passed on as given (the import service keeps it only when the
 * module belongs to the quiz).
 */
export function parseJsonQuestions(text: string): ParseResult {
  checkQuestionCount(checkedElementCount(text));
  const result = emptyResult();
  const lineAt = lineLocator(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || !root) {
    result.problems.push({ line: lineAt(errors[0]?.offset ?? 0), message: adminQuestions.import.jsonSyntax });
    return result;
  }
  if (root.type !== 'array') {
    result.problems.push({ line: lineAt(root.offset), message: adminQuestions.validation.jsonNotArray });
    return result;
  }
  (root.children ?? []).forEach((element, index) => {
    const line = lineAt(element.offset);
    const item = readItem(element, line);
    if (item === 'missing')
      result.problems.push({ line, message: adminQuestions.validation.jsonMissingFields(index + 1) });
    else if (typeof item === 'string') result.problems.push({ line, message: item });
    else accept(result, item);
  });
  return result;
}

const isJsonSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t';

/**
 * The number of elements of a top-level array, read in one pass without recursion before the
 * text is parsed; a text nested deeper than an import may be is refused here, because the parser
 * (and reading its tree) recurses once per level and would run out of stack.
 */
function checkedElementCount(text: string): number {
  let depth = 0;
  let elements = 0;
  let rootIsArray = false;
  let expectingElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (isJsonSpace(c)) continue;
    if (depth === 1 && rootIsArray && expectingElement && c !== ']' && c !== ',') {
      elements++;
      expectingElement = false;
    }
    if (c === '"') i = stringEnd(text, i);
    else if (c === '[' || c === '{') {
      if (++depth > MAX_IMPORT_JSON_DEPTH) throw new ImportRefusedError('IMPORT_JSON_TOO_DEEP');
      if (depth === 1) rootIsArray = c === '[';
      expectingElement = depth === 1;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectingElement = true;
  }
  return elements;
}

/** The index of the quote closing the string that opens at `start` (the text's end if none). */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

type Item = Record<string, unknown>;
const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const absent = (value: unknown) => value === undefined || value === null;

/** A candidate, 'missing' for the spec's required fields, or the message of an optional field's problem. */
function readItem(element: Node, line: number): Candidate | 'missing' | string {
  const item: unknown = getNodeValue(element);
  if (
    !isObject(item) ||
    typeof item.question_text !== 'string' ||
    !Array.isArray(item.options) ||
    typeof item.correct_answer !== 'number'
  )
    return 'missing';
  const optional = readOptional(item);
  if (typeof optional === 'string') return optional;
  return {
    line,
    questionText: item.question_text.trim(),
    // a non-text option counts as an empty one: "Barcha variantlar to'ldirilishi kerak"
    options: item.options.map((option) => (typeof option === 'string' ? option.trim() : '')),
    correctAnswer: item.correct_answer,
    ...optional,
  };
}

function readOptional(
  item: Item,
): Omit<Candidate, 'line' | 'questionText' | 'options' | 'correctAnswer'> | string {
  const { explanation, points, is_preview, module_id, thumbnail_url } = item;
  if (!absent(explanation) && typeof explanation !== 'string')
    return adminQuestions.import.explanationNotText;
  if (!absent(points) && typeof points !== 'number') return adminQuestions.validation.pointsRange;
  if (!absent(is_preview) && typeof is_preview !== 'boolean') return adminQuestions.import.previewNotBoolean;
  if (!absent(thumbnail_url) && (typeof thumbnail_url !== 'string' || !isImageAddress(thumbnail_url)))
    return adminQuestions.import.imageInvalid;
  return {
    explanation: typeof explanation === 'string' ? explanation.trim() || null : null,
    points: typeof points === 'number' ? points : undefined,
    isPreview: typeof is_preview === 'boolean' ? is_preview : undefined,
    moduleId: typeof module_id === 'string' ? module_id : null,
    thumbnailUrl: typeof thumbnail_url === 'string' ? thumbnail_url : null,
  };
}

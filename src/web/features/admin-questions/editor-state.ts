import { NEW_QUESTION_OPTION_COUNT, QUESTION_TITLE_PREVIEW_LENGTH } from '@shared/domain/authoring';
import { MAX_PREVIEW_QUESTIONS } from '@shared/domain/storefront';
import type { AdminQuestion, AdminQuestionsResponse, QuestionDraft } from '@shared/schemas/admin-questions';

/**
 * The question editor's unsaved state (docs/product/admin-and-pages.md: "unsaved questions are created or updated only on
 * save all"): every edit changes this list only; "Barchasini saqlash" sends it whole with the
 * version it was loaded at. Pure, so every rule here is unit-tested without a browser.
 */
export type QuestionFields = Omit<QuestionDraft, 'id'>;

export interface EditorQuestion extends QuestionFields {
  /** stable across edits and moves: the id for saved questions, `new-N` for new ones */
  key: string;
  id?: string;
}

export interface EditorState {
  quizId: string;
  version: number;
  /** the list as the server last gave it: what "dirty" and the row markers compare with */
  saved: EditorQuestion[];
  questions: EditorQuestion[];
  nextNewKey: number;
}

export type EditorAction =
  | { type: 'loaded'; response: AdminQuestionsResponse }
  | { type: 'add'; fields: QuestionFields }
  | { type: 'update'; key: string; fields: QuestionFields }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  /** `random` in [0, 1) as Math.random gives; tests pass a seeded one */
  | { type: 'shuffleQuestions'; random: () => number }
  | { type: 'shuffleAnswers'; random: () => number };

function fromServer(question: AdminQuestion): EditorQuestion {
  const { orderIndex: _order, ...fields } = question;
  return { ...fields, key: question.id };
}

export function editorFromResponse(response: AdminQuestionsResponse): EditorState {
  const questions = response.questions.map(fromServer);
  return { quizId: response.quizId, version: response.version, saved: questions, questions, nextNewKey: 1 };
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The options in a new order; the correct index follows its option. */
function shuffleOptions(question: EditorQuestion, random: () => number): EditorQuestion {
  const order = shuffled(
    question.options.map((_, index) => index),
    random,
  );
  return {
    ...question,
    options: order.map((index) => question.options[index] as string),
    correctAnswer: order.indexOf(question.correctAnswer),
  };
}

export function previewCount(questions: readonly EditorQuestion[], exceptKey?: string): number {
  return questions.filter((q) => q.isPreview && q.key !== exceptKey).length;
}

/** May the question `key` (undefined: a new one) be a preview? At most 3 per quiz (docs/product/admin-and-pages.md section 9). */
export function canBePreview(state: EditorState, key?: string): boolean {
  return previewCount(state.questions, key) < MAX_PREVIEW_QUESTIONS;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loaded':
      return editorFromResponse(action.response);
    case 'add': {
      if (action.fields.isPreview && !canBePreview(state)) return state;
      const question = { ...action.fields, key: `new-${state.nextNewKey}` };
      return { ...state, questions: [...state.questions, question], nextNewKey: state.nextNewKey + 1 };
    }
    case 'update': {
      if (action.fields.isPreview && !canBePreview(state, action.key)) return state;
      const questions = state.questions.map((q) =>
        q.key === action.key ? { ...action.fields, key: q.key, ...(q.id ? { id: q.id } : {}) } : q,
      );
      return { ...state, questions };
    }
    case 'remove':
      return { ...state, questions: state.questions.filter((q) => q.key !== action.key) };
    case 'move': {
      const from = state.questions.findIndex((q) => q.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.questions.length) return state;
      const questions = [...state.questions];
      [questions[from], questions[to]] = [questions[to] as EditorQuestion, questions[from] as EditorQuestion];
      return { ...state, questions };
    }
    case 'shuffleQuestions':
      return { ...state, questions: shuffled(state.questions, action.random) };
    case 'shuffleAnswers':
      return { ...state, questions: state.questions.map((q) => shuffleOptions(q, action.random)) };
  }
}

function sameFields(a: EditorQuestion, b: EditorQuestion): boolean {
  return (
    a.questionText === b.questionText &&
    a.options.length === b.options.length &&
    a.options.every((option, i) => option === b.options[i]) &&
    a.correctAnswer === b.correctAnswer &&
    a.points === b.points &&
    a.explanation === b.explanation &&
    a.isPreview === b.isPreview &&
    a.moduleId === b.moduleId &&
    a.thumbnailUrl === b.thumbnailUrl
  );
}

export type RowMark = 'new' | 'changed' | null;

export function rowMark(state: EditorState, question: EditorQuestion): RowMark {
  if (!question.id) return 'new';
  const saved = state.saved.find((q) => q.key === question.key);
  return saved && sameFields(saved, question) ? null : 'changed';
}

/** Anything added, changed, removed or moved since the last load or save. */
export function isDirty(state: EditorState): boolean {
  if (state.questions.length !== state.saved.length) return true;
  return state.questions.some((q, i) => {
    const saved = state.saved[i];
    return !saved || saved.key !== q.key || !sameFields(saved, q);
  });
}

export interface ChangeSummary {
  added: number;
  updated: number;
  removed: number;
  /** the questions kept from the saved list are in another order */
  reordered: boolean;
}

/** What "save all" is about to write, for saying so afterwards. */
export function changeSummary(state: EditorState): ChangeSummary {
  const current = new Set(state.questions.map((q) => q.key));
  const kept = state.saved.filter((q) => current.has(q.key)).map((q) => q.key);
  const keptNow = state.questions.filter((q) => q.id).map((q) => q.key);
  const marks = state.questions.map((q) => rowMark(state, q));
  return {
    added: marks.filter((mark) => mark === 'new').length,
    updated: marks.filter((mark) => mark === 'changed').length,
    removed: state.saved.length - kept.length,
    reordered: kept.some((key, i) => keptNow[i] !== key),
  };
}

/** The "save all" list: drafts in the current order; new ones go without id. */
export function toDrafts(state: EditorState): QuestionDraft[] {
  return state.questions.map(({ key: _key, ...draft }) => draft);
}

/** A new question's starting point (docs/product/admin-and-pages.md: 4 empty options, 1 point, not a preview). */
export function blankQuestion(moduleId: string | null = null): QuestionFields {
  return {
    questionText: '',
    options: Array.from({ length: NEW_QUESTION_OPTION_COUNT }, () => ''),
    correctAnswer: 0,
    points: 1,
    explanation: null,
    isPreview: false,
    moduleId,
    thumbnailUrl: null,
  };
}

/** The list's title: cut at 50 characters (docs/product/admin-and-pages.md section 2), the full text stays in the tooltip. */
export function questionTitle(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUESTION_TITLE_PREVIEW_LENGTH) return flat;
  return `${flat.slice(0, QUESTION_TITLE_PREVIEW_LENGTH).trimEnd()}…`;
}

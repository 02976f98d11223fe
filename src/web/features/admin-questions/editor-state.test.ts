import type { AdminQuestion } from '@shared/schemas/admin-questions';
import { describe, expect, it } from 'vitest';
import {
  blankQuestion,
  canBePreview,
  changeSummary,
  type EditorState,
  editorFromResponse,
  editorReducer,
  isDirty,
  questionTitle,
  rowMark,
  toDrafts,
} from './editor-state';

const QUIZ_ID = '00000000-0000-4000-8000-000000000001';
const id = (n: number) => `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`;

function saved(n: number, overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    id: id(n),
    orderIndex: n,
    questionText: `Savol ${n}`,
    options: [`A${n}`, `B${n}`, `C${n}`, `D${n}`],
    correctAnswer: n % 4,
    points: 1,
    explanation: null,
    isPreview: false,
    moduleId: null,
    thumbnailUrl: null,
    ...overrides,
  };
}

function loaded(count: number, overrides: (n: number) => Partial<AdminQuestion> = () => ({})): EditorState {
  const questions = Array.from({ length: count }, (_, i) => saved(i + 1, overrides(i + 1)));
  return editorFromResponse({ quizId: QUIZ_ID, version: 7, questions });
}

/** A deterministic "random" for the shuffles. */
function seeded(seed: number) {
  let value = seed;
  return () => {
    value = (value * 16807) % 2147483647;
    return (value - 1) / 2147483646;
  };
}

const correctText = (q: { options: string[]; correctAnswer: number }) => q.options[q.correctAnswer];

describe('question editor state', () => {
  it('starts clean from the server list, in its order, with the version', () => {
    const state = loaded(3);
    expect(isDirty(state)).toBe(false);
    expect(state.version).toBe(7);
    expect(state.questions.map((q) => q.questionText)).toEqual(['Savol 1', 'Savol 2', 'Savol 3']);
  });

  it('adds a new question at the end, without id, marked new', () => {
    const state = editorReducer(loaded(1), {
      type: 'add',
      fields: { ...blankQuestion(), questionText: 'Yangi', options: ['x', 'y'] },
    });
    expect(state.questions).toHaveLength(2);
    const added = state.questions[1]!;
    expect(added.id).toBeUndefined();
    expect(rowMark(state, added)).toBe('new');
    expect(isDirty(state)).toBe(true);
    expect(toDrafts(state)[1]).not.toHaveProperty('id');
    expect(toDrafts(state)[0]).toMatchObject({ id: id(1) });
  });

  it('edits a question in place and marks it changed; editing it back is clean again', () => {
    const start = loaded(2);
    const first = start.questions[0]!;
    const edited = editorReducer(start, { type: 'update', key: first.key, fields: { ...first, points: 5 } });
    expect(edited.questions[0]).toMatchObject({ id: id(1), points: 5 });
    expect(rowMark(edited, edited.questions[0]!)).toBe('changed');
    expect(rowMark(edited, edited.questions[1]!)).toBeNull();
    expect(isDirty(edited)).toBe(true);
    const back = editorReducer(edited, { type: 'update', key: first.key, fields: { ...first, points: 1 } });
    expect(isDirty(back)).toBe(false);
  });

  it('deletes locally: the save list leaves it out', () => {
    const state = editorReducer(loaded(3), { type: 'remove', key: id(2) });
    expect(toDrafts(state).map((q) => q.id)).toEqual([id(1), id(3)]);
    expect(isDirty(state)).toBe(true);
  });

  it('moves up and down, not past either end; the order alone makes it dirty', () => {
    const start = loaded(3);
    const down = editorReducer(start, { type: 'move', key: id(1), by: 1 });
    expect(down.questions.map((q) => q.id)).toEqual([id(2), id(1), id(3)]);
    expect(isDirty(down)).toBe(true);
    expect(editorReducer(start, { type: 'move', key: id(1), by: -1 })).toBe(start);
    expect(editorReducer(start, { type: 'move', key: id(3), by: 1 })).toBe(start);
    const back = editorReducer(down, { type: 'move', key: id(1), by: -1 });
    expect(isDirty(back)).toBe(false);
  });

  it('shuffles the order while every question keeps its own correct option', () => {
    const start = loaded(8);
    const state = editorReducer(start, { type: 'shuffleQuestions', random: seeded(42) });
    expect(state.questions.map((q) => q.id)).not.toEqual(start.questions.map((q) => q.id));
    expect([...state.questions.map((q) => q.id)].sort()).toEqual(start.questions.map((q) => q.id).sort());
    for (const question of state.questions) {
      const before = start.questions.find((q) => q.id === question.id)!;
      expect(question).toEqual(before);
    }
  });

  it('shuffles every question options and the correct index follows its text', () => {
    const start = loaded(10);
    const state = editorReducer(start, { type: 'shuffleAnswers', random: seeded(7) });
    let moved = 0;
    state.questions.forEach((question, i) => {
      const before = start.questions[i]!;
      expect([...question.options].sort()).toEqual([...before.options].sort());
      expect(correctText(question)).toBe(correctText(before));
      if (question.correctAnswer !== before.correctAnswer) moved++;
    });
    expect(moved).toBeGreaterThan(0);
    expect(isDirty(state)).toBe(true);
  });

  it('allows at most 3 previews: a fourth is refused, a current preview may stay one', () => {
    const state = loaded(5, (n) => ({ isPreview: n <= 3 }));
    expect(canBePreview(state)).toBe(false);
    expect(canBePreview(state, id(1))).toBe(true);
    const fourth = state.questions[3]!;
    expect(
      editorReducer(state, { type: 'update', key: fourth.key, fields: { ...fourth, isPreview: true } }),
    ).toBe(state);
    const added = editorReducer(state, {
      type: 'add',
      fields: { ...blankQuestion(), questionText: 'x', options: ['a', 'b'], isPreview: true },
    });
    expect(added).toBe(state);
    const freed = editorReducer(state, {
      type: 'update',
      key: id(1),
      fields: { ...state.questions[0]!, isPreview: false },
    });
    expect(canBePreview(freed, fourth.key)).toBe(true);
  });

  it('a new load replaces the list, the version and the baseline', () => {
    const dirty = editorReducer(loaded(2), { type: 'remove', key: id(1) });
    const reloaded = editorReducer(dirty, {
      type: 'loaded',
      response: { quizId: QUIZ_ID, version: 8, questions: [saved(2)] },
    });
    expect(reloaded.version).toBe(8);
    expect(isDirty(reloaded)).toBe(false);
  });

  it('cuts titles at 50 characters', () => {
    expect(questionTitle('a'.repeat(50))).toBe('a'.repeat(50));
    expect(questionTitle('b'.repeat(51))).toBe(`${'b'.repeat(50)}…`);
    expect(questionTitle('  ikki\n qator ')).toBe('ikki qator');
  });

  it('sums up what save all will write: added, updated, removed, reordered', () => {
    const start = loaded(3);
    expect(changeSummary(start)).toEqual({ added: 0, updated: 0, removed: 0, reordered: false });
    const first = start.questions[0]!;
    let state = editorReducer(start, { type: 'update', key: first.key, fields: { ...first, points: 3 } });
    state = editorReducer(state, { type: 'remove', key: start.questions[2]!.key });
    expect(changeSummary(state)).toEqual({ added: 0, updated: 1, removed: 1, reordered: false });
    state = editorReducer(state, { type: 'add', fields: { ...blankQuestion(), questionText: 'Yangi' } });
    state = editorReducer(state, { type: 'move', key: first.key, by: 1 });
    expect(changeSummary(state)).toEqual({ added: 1, updated: 1, removed: 1, reordered: true });
  });
});

import { adminQuestions } from '@shared/i18n/admin/questions';
import { zodUz } from '@shared/i18n/zod-errors';
import { describe, expect, it } from 'vitest';
import { blankQuestion } from './editor-state';
import { addOption, canSubmit, normalizedQuestion, removeOption, validateQuestion } from './question-form';

const filled = {
  ...blankQuestion(),
  questionText: 'Poytaxt?',
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 2,
};

describe('question form rules', () => {
  it('starts with 4 empty options and cannot be submitted until text and options are filled', () => {
    const blank = blankQuestion();
    expect(blank.options).toEqual(['', '', '', '']);
    expect(canSubmit(blank)).toBe(false);
    expect(canSubmit({ ...filled, options: ['A', ' ', 'C', 'D'] })).toBe(false);
    expect(canSubmit({ ...filled, questionText: '  ' })).toBe(false);
    expect(canSubmit(filled)).toBe(true);
  });

  it('keeps the correct answer on its option when another is removed', () => {
    expect(removeOption(filled, 0)).toMatchObject({ options: ['B', 'C', 'D'], correctAnswer: 1 });
    expect(removeOption(filled, 3)).toMatchObject({ options: ['A', 'B', 'C'], correctAnswer: 2 });
    expect(removeOption(filled, 2)).toMatchObject({ options: ['A', 'B', 'D'], correctAnswer: 0 });
  });

  it('keeps 2 to 6 options', () => {
    const two = { ...filled, options: ['A', 'B'], correctAnswer: 0 };
    expect(removeOption(two, 1)).toBe(two);
    const six = addOption(addOption(filled));
    expect(six.options).toHaveLength(6);
    expect(addOption(six)).toBe(six);
  });

  it('shows the spec messages by field', () => {
    expect(validateQuestion(blankQuestion())).toMatchObject({
      questionText: adminQuestions.validation.textRequired,
      options: adminQuestions.validation.allOptionsFilled,
    });
    expect(validateQuestion(filled)).toEqual({});
    expect(validateQuestion({ ...filled, moduleId: null })).toEqual({});
    expect(validateQuestion({ ...filled, points: 0 })).toEqual({
      points: adminQuestions.validation.pointsRange,
    });
    // a fraction, and an emptied number field (NaN), in Uzbek rather than zod's "received NaN"
    expect(validateQuestion({ ...filled, points: 2.5 })).toEqual({ points: zodUz.integer });
    expect(validateQuestion({ ...filled, points: Number.NaN })).toEqual({ points: zodUz.number });
    expect(validateQuestion({ ...filled, options: ['A'], correctAnswer: 0 })).toEqual({
      options: adminQuestions.validation.atLeastTwoOptions,
    });
  });

  it('trims and stores an empty explanation as null', () => {
    expect(
      normalizedQuestion({ ...filled, questionText: ' Q ', options: [' a', 'b '], explanation: '  ' }),
    ).toMatchObject({ questionText: 'Q', options: ['a', 'b'], explanation: null });
  });
});

import { describe, expect, it } from 'vitest';
import { adminQuestions } from '../../../../shared/i18n/admin/questions';
import { parseJsonQuestions } from './json';

describe('JSON import', () => {
  it('reads the spec fields with their defaults and keeps every apostrophe form', () => {
    const text = JSON.stringify([
      { question_text: " O'zbekiston poytaxti? ", options: ['Toshkent', 'Samarqand'], correct_answer: 0 },
      {
        question_text: 'Qaysi soʻz toʻgʻri? o‘quv',
        options: ['oʻqish', 'o‘qish', "o'qish", 'o’qish'],
        correct_answer: 3,
        explanation: 'Izoh: “to‘g‘ri”',
        points: 5,
        is_preview: true,
        module_id: '4f0c7a43-8d1e-4f8c-9a55-2d1c3c1c8a10',
        thumbnail_url: 'https://example.uz/rasm.png',
      },
    ]);
    const { questions, problems } = parseJsonQuestions(text);
    expect(problems).toEqual([]);
    expect(questions[0]).toMatchObject({
      questionText: "O'zbekiston poytaxti?",
      points: 1,
      isPreview: false,
      explanation: null,
      moduleId: null,
      moduleName: null,
      thumbnailUrl: null,
    });
    expect(questions[1]).toMatchObject({
      questionText: 'Qaysi soʻz toʻgʻri? o‘quv',
      options: ['oʻqish', 'o‘qish', "o'qish", 'o’qish'],
      correctAnswer: 3,
      explanation: 'Izoh: “to‘g‘ri”',
      points: 5,
      isPreview: true,
      moduleId: '4f0c7a43-8d1e-4f8c-9a55-2d1c3c1c8a10',
      thumbnailUrl: 'https://example.uz/rasm.png',
    });
  });

  it("refuses a text that is not an array with the spec's message", () => {
    expect(parseJsonQuestions('{"question_text": "x"}')).toEqual({
      questions: [],
      problems: [{ line: 1, message: adminQuestions.validation.jsonNotArray }],
    });
    expect(parseJsonQuestions('\n\n"savol"').problems).toEqual([
      { line: 3, message: adminQuestions.validation.jsonNotArray },
    ]);
  });

  it('reports invalid JSON once, at the line of the error', () => {
    const text =
      '[\n  {"question_text": "a", "options": ["x", "y"], "correct_answer": 0},\n  {"question_text": "b",,}\n]';
    expect(parseJsonQuestions(text)).toEqual({
      questions: [],
      problems: [{ line: 3, message: adminQuestions.import.jsonSyntax }],
    });
    expect(parseJsonQuestions('').problems).toEqual([{ line: 1, message: adminQuestions.import.jsonSyntax }]);
  });

  it('names the item (1-based) and its line when a required field is missing', () => {
    const text = `[
  {"question_text": "Yaxshi", "options": ["a", "b"], "correct_answer": 1},
  {"options": ["a", "b"], "correct_answer": 0},
  {"question_text": "Matn", "options": "a,b", "correct_answer": 0},

  {"question_text": "Matn", "options": ["a", "b"], "correct_answer": "0"},
  "savol"
]`;
    const { questions, problems } = parseJsonQuestions(text);
    expect(questions.map((q) => q.line)).toEqual([2]);
    expect(problems).toEqual([
      { line: 3, message: adminQuestions.validation.jsonMissingFields(2) },
      { line: 4, message: adminQuestions.validation.jsonMissingFields(3) },
      { line: 6, message: adminQuestions.validation.jsonMissingFields(4) },
      { line: 7, message: adminQuestions.validation.jsonMissingFields(5) },
    ]);
  });

  it('applies the editor rules to each item, with its line', () => {
    const items = [
      { question_text: '  ', options: ['a', 'b'], correct_answer: 0 },
      { question_text: 'q', options: ['a'], correct_answer: 0 },
      { question_text: 'q', options: ['1', '2', '3', '4', '5', '6', '7'], correct_answer: 0 },
      { question_text: 'q', options: ['a', ' '], correct_answer: 0 },
      { question_text: 'q', options: ['a', 5], correct_answer: 0 },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 2 },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0.5 },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0, points: 11 },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0, points: 0 },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0, points: '3' },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0, is_preview: 'ha' },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0, explanation: 7 },
      { question_text: 'q', options: ['a', 'b'], correct_answer: 0, thumbnail_url: 'javascript:alert(1)' },
      { question_text: 'x'.repeat(5001), options: ['a', 'b'], correct_answer: 0 },
    ];
    const text = `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]`;
    const { questions, problems } = parseJsonQuestions(text);
    expect(questions).toEqual([]);
    expect(problems).toEqual([
      { line: 2, message: adminQuestions.validation.textRequired },
      { line: 3, message: adminQuestions.validation.atLeastTwoOptions },
      { line: 4, message: adminQuestions.validation.atMostSixOptions },
      { line: 5, message: adminQuestions.validation.allOptionsFilled },
      { line: 6, message: adminQuestions.validation.allOptionsFilled },
      { line: 7, message: adminQuestions.validation.correctAnswerRange },
      { line: 8, message: adminQuestions.validation.correctAnswerRange },
      { line: 9, message: adminQuestions.validation.pointsRange },
      { line: 10, message: adminQuestions.validation.pointsRange },
      { line: 11, message: adminQuestions.validation.pointsRange },
      { line: 12, message: adminQuestions.import.previewNotBoolean },
      { line: 13, message: adminQuestions.import.explanationNotText },
      { line: 14, message: adminQuestions.import.imageInvalid },
      { line: 15, message: adminQuestions.import.textTooLong },
    ]);
  });

  it('treats null optional fields as absent and an empty explanation as none', () => {
    const text = JSON.stringify([
      {
        question_text: 'q',
        options: ['a', 'b'],
        correct_answer: 1,
        explanation: '  ',
        points: null,
        is_preview: null,
        module_id: 12,
      },
    ]);
    expect(parseJsonQuestions(text).questions[0]).toMatchObject({
      explanation: null,
      points: 1,
      isPreview: false,
      moduleId: null,
    });
  });
});

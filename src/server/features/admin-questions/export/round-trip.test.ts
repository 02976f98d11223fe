import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdminQuestion, ImportFormat } from '../../../../shared/schemas/admin-questions';
import { parseAikenQuestions } from '../import/aiken';
import { parseGiftQuestions } from '../import/gift';
import { parseJsonQuestions } from '../import/json';
import { attachmentHeader, EXPORTERS } from './exporters';

const MODULES = [
  { id: '0b6f5c1e-3c7d-4e0a-9a1b-2f3e4d5c6b7a', name: 'Matematika/Algebra' },
  { id: '1c7a6d2f-4d8e-4f1b-8b2c-3a4f5e6d7c8b', name: 'Oʻzbek tili' },
];

/** Text an admin might type: Uzbek letters, every apostrophe form, GIFT's and Aiken's special characters. */
const PIECES = [
  'Toshkent',
  "o'zbek",
  'oʻquv',
  'o‘qish',
  'g’alaba',
  'ʼ',
  '~',
  '=',
  '#',
  '{',
  '}',
  ':',
  '\\',
  '//',
  '->',
  '%50%',
  '[html]',
  '::',
  '$CATEGORY:',
  'A)',
  'ANSWER: B',
  '<b>',
  '&amp;',
  '1+1=2',
  '  ',
  'x',
];
const word = fc.constantFrom(...PIECES);
const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' ').trim());
const text = (multiline: boolean) =>
  fc
    .array(line, { minLength: 1, maxLength: multiline ? 3 : 1 })
    .map((lines) => lines.join('\n').trim())
    .filter((t) => t.length > 0 && !/ {2}/.test(t));

function question(multiline: boolean) {
  return fc
    .record({
      questionText: text(multiline),
      options: fc.array(text(multiline), { minLength: 2, maxLength: 6 }),
      correct: fc.nat(),
      points: fc.integer({ min: 1, max: 10 }),
      explanation: fc.option(text(multiline), { nil: null }),
      isPreview: fc.boolean(),
      moduleId: fc.constantFrom(null, MODULES[0]!.id, MODULES[1]!.id),
      thumbnailUrl: fc.constantFrom(null, 'https://example.uz/rasm.png', '/uploads/question-images/a1.webp'),
    })
    .map(({ correct, ...q }) => ({ ...q, correctAnswer: correct % q.options.length }));
}

const questionList = (multiline: boolean) =>
  fc.array(question(multiline), { minLength: 1, maxLength: 5 }).map((questions) =>
    questions.map(
      (q, index): AdminQuestion => ({
        ...q,
        id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        orderIndex: index,
      }),
    ),
  );

const PARSERS = { json: parseJsonQuestions, gift: parseGiftQuestions, aiken: parseAikenQuestions };

function roundTrip(format: ImportFormat, questions: AdminQuestion[]) {
  const { questions: back, problems } = PARSERS[format](EXPORTERS[format](questions, MODULES));
  expect(problems).toEqual([]);
  return back;
}

const moduleName = (id: string | null) => MODULES.find((m) => m.id === id)?.name ?? null;

describe('export, then import, gives the same questions back', () => {
  it('JSON: every field', () => {
    fc.assert(
      fc.property(questionList(true), (questions) => {
        expect(roundTrip('json', questions).map(({ line: _, moduleName: __, ...q }) => q)).toEqual(
          questions.map(({ id: _, orderIndex: __, ...q }) => q),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('GIFT: text, options, right answer, explanation and module (not points, preview or image)', () => {
    fc.assert(
      fc.property(questionList(true), (questions) => {
        expect(
          roundTrip('gift', questions).map((q) => [
            q.questionText,
            q.options,
            q.correctAnswer,
            q.explanation,
            q.moduleName,
          ]),
        ).toEqual(
          questions.map((q) => [
            q.questionText,
            q.options,
            q.correctAnswer,
            q.explanation,
            moduleName(q.moduleId),
          ]),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('Aiken: text, options and right answer of one-line questions', () => {
    fc.assert(
      fc.property(questionList(false), (questions) => {
        expect(
          roundTrip('aiken', questions).map((q) => [q.questionText, q.options, q.correctAnswer]),
        ).toEqual(questions.map((q) => [q.questionText, q.options, q.correctAnswer]));
      }),
      { numRuns: 300 },
    );
  });

  it('Aiken writes line breaks as spaces (its stated rule)', () => {
    const q: AdminQuestion = {
      id: '00000000-0000-4000-8000-000000000001',
      orderIndex: 0,
      questionText: 'Birinchi qator\nikkinchi qator',
      options: ['a\nb', 'c'],
      correctAnswer: 1,
      points: 1,
      explanation: null,
      isPreview: false,
      moduleId: null,
      thumbnailUrl: null,
    };
    expect(EXPORTERS.aiken([q], [])).toBe('Birinchi qator ikkinchi qator\nA) a b\nB) c\nANSWER: B\n');
    expect(roundTrip('aiken', [q])[0]).toMatchObject({
      questionText: 'Birinchi qator ikkinchi qator',
      options: ['a b', 'c'],
    });
  });
});

describe('export file name', () => {
  it('is ASCII from the title, with the UTF-8 title beside it', () => {
    expect(attachmentHeader('Oʻzbek tili: so\'z "turkumlari"', 'gift')).toBe(
      `attachment; filename="ozbek-tili-soz-turkumlari.gift.txt"; filename*=UTF-8''O%CA%BBzbek%20tili%3A%20so%27z%20%22turkumlari%22.gift.txt`,
    );
    expect(attachmentHeader('Тест', 'json')).toMatch(/^attachment; filename="quiz\.json"; /);
  });
});

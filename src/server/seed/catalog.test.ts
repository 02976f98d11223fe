import { describe, expect, it } from 'vitest';
import { adminCatalog } from '../../shared/i18n/admin/catalog';
import { adminQuestions } from '../../shared/i18n/admin/questions';
import { readSeedQuiz, seedQuizzes } from './catalog';
import matematikaAsoslari from './quizzes/matematika-asoslari.json' with { type: 'json' };

/** The demo catalogue as it was written in TypeScript: title -> number of questions. */
const CATALOGUE: [string, number][] = [
  ['Matematika asoslari', 11],
  ['Algebra: tenglamalar va ifodalar', 11],
  ['Geometriya: murakkab masalalar', 12],
  ['Fizika asoslari', 10],
  ['Kimyo: elementlar va reaksiyalar', 11],
  ['Biologiya: hujayra va organizmlar', 10],
  ["O'zbekiston tarixi", 11],
  ['Jahon tarixi: buyuk voqealar', 12],
  ['Kompyuter savodxonligi', 10],
  ['Dasturlash asoslari: JavaScript va Python', 12],
  ['Ingliz tili grammatikasi', 12],
  ["O'zbek tili imlosi", 10],
  ['Moliyaviy savodxonlik', 10],
  ['Marketing asoslari', 11],
  ['Основы математики', 6],
  ['История Узбекистана', 5],
  ['Основы программирования', 5],
];

describe('demo catalogue files', () => {
  it('hold the same quizzes and questions as before, read by the JSON import', () => {
    expect(
      seedQuizzes.map((quiz) => [quiz.title, quiz.modules.flatMap((module) => module.questions).length]),
    ).toEqual(CATALOGUE);
    const previews = seedQuizzes.map((quiz) =>
      quiz.modules.flatMap((module) => module.questions).filter((question) => question.isPreview),
    );
    expect(previews.every((list) => list.length === 3)).toBe(true);
    const first = seedQuizzes[0]!.modules[0]!.questions[0]!;
    expect(first).toMatchObject({ questionText: '7 × 8 nechaga teng?', correctAnswer: 1, points: 1 });
  });

  it("refuses a file whose question breaks the import's rules, with the import's message", () => {
    const broken = structuredClone(matematikaAsoslari);
    broken.modules[0]!.questions[0]!.correct_answer = 9;
    expect(() => readSeedQuiz('broken', broken)).toThrow(adminQuestions.validation.correctAnswerRange);
  });

  it('refuses a file with a wrong or unknown quiz field', () => {
    expect(() => readSeedQuiz('bad', { ...matematikaAsoslari, price: -1 })).toThrow(/price/);
    expect(() => readSeedQuiz('bad', { ...matematikaAsoslari, prize: 5 })).toThrow(/prize/);
  });

  it('reads a quiz language, Uzbek when absent, and refuses any other with the Uzbek message', () => {
    expect(readSeedQuiz('uz', matematikaAsoslari).language).toBe('uz');
    expect(readSeedQuiz('ru', { ...matematikaAsoslari, language: 'ru' }).language).toBe('ru');
    expect(() => readSeedQuiz('bad', { ...matematikaAsoslari, language: 'en' })).toThrow(
      adminCatalog.quizLanguage.invalid,
    );
    expect(seedQuizzes.filter((quiz) => quiz.language === 'ru').map((quiz) => quiz.price)).toContain(0);
  });
});
